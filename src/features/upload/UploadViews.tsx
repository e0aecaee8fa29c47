/**
 * The upload dialog's views, one per state, as plain props-in components so
 * they render (and are tested) without the dialog, the worker or a DOM.
 * File names and messages are React text children: never parsed as HTML.
 */
import type { DragEvent } from 'react';
import { UploadIcon } from './icons';
import { formatFileSize, type UploadState } from './machine';

export const ACCEPTED_FILE_TYPES = '.pdf,.doc,.docx,.pptx,.txt,.md';

export interface DropHandlers {
  dragging: boolean;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDragLeave: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
}

export interface UploadViewProps {
  state: UploadState;
  drop: DropHandlers;
  onChoose: () => void;
  onExtract: () => void;
  onCancel: () => void;
  onRetry: () => void;
}

/** The body of 'Upload Document' for the current state. */
export function UploadView({ state, drop, onChoose, onExtract, onCancel, onRetry }: UploadViewProps) {
  switch (state.kind) {
    case 'idle':
    case 'selected':
      return <ChooseView state={state} drop={drop} onChoose={onChoose} onExtract={onExtract} />;
    case 'processing':
      return <ProcessingView fileName={state.file.name} progress={state.progress} onCancel={onCancel} />;
    case 'success':
      return <SuccessView />;
    case 'failure':
      return <FailureView message={state.message} detail={state.detail} onRetry={onRetry} />;
  }
}

type ChooseState = Extract<UploadState, { kind: 'idle' | 'selected' }>;

function ChooseView({ state, drop, onChoose, onExtract }: { state: ChooseState; drop: DropHandlers; onChoose: () => void; onExtract: () => void }) {
  const zone = drop.dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50';
  return (
    <div className="mt-4 flex flex-col gap-4">
      <div
        data-testid="upload-dropzone"
        onDragOver={drop.onDragOver}
        onDragEnter={drop.onDragOver}
        onDragLeave={drop.onDragLeave}
        onDrop={drop.onDrop}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors ${zone}`}
      >
        <UploadIcon name="upload" className="h-10 w-10 text-indigo-500" />
        <p className="m-0 text-sm font-medium text-slate-800">Drag and drop your document here</p>
        <p className="m-0 text-xs text-slate-500">or</p>
        {/* autoFocus: a view that replaces the focused control takes the focus, so it never falls to the page. */}
        <button type="button" className="btn-ghost border border-slate-300 bg-white" onClick={onChoose} autoFocus data-autofocus>
          Choose File
        </button>
        <p className="m-0 text-xs text-slate-500">PDF, DOC, DOCX, PPTX, TXT or MD, less than 10MB</p>
      </div>
      {state.kind === 'idle' && state.error && (
        <p role="alert" data-testid="upload-error" className="m-0 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {state.error}
        </p>
      )}
      {state.kind === 'selected' && <ChosenFile name={state.file.name} size={state.file.size} onExtract={onExtract} />}
    </div>
  );
}

function ChosenFile({ name, size, onExtract }: { name: string; size: number; onExtract: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3">
      <div className="min-w-0">
        <p data-testid="upload-file-name" className="m-0 truncate text-sm font-medium text-slate-900">{name}</p>
        <p data-testid="upload-file-size" className="m-0 text-xs text-slate-500">{formatFileSize(size)}</p>
      </div>
      <button type="button" className="btn-primary" onClick={onExtract} autoFocus data-autofocus>
        Extract Text
      </button>
    </div>
  );
}

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="h-2 w-full overflow-hidden rounded-full bg-slate-200">
      <div className="h-full rounded-full bg-indigo-600 transition-[width] duration-200" style={{ width: `${value}%` }} />
    </div>
  );
}

function ProcessingView({ fileName, progress, onCancel }: { fileName: string; progress: number; onCancel: () => void }) {
  return (
    <div className="mt-4 flex flex-col items-center gap-3 py-4 text-center" aria-busy="true">
      <p className="m-0 text-sm font-medium text-slate-800">Extracting text...</p>
      <p className="m-0 max-w-full truncate text-xs text-slate-500">{fileName}</p>
      <ProgressBar value={progress} label="Extraction progress" />
      <p data-testid="upload-progress" className="m-0 text-sm font-semibold text-indigo-700">{`${progress}%`}</p>
      <button type="button" className="btn-ghost border border-slate-300" onClick={onCancel} autoFocus data-autofocus>
        Cancel
      </button>
    </div>
  );
}

export function SuccessView() {
  return (
    <div role="status" className="mt-4 flex flex-col items-center gap-2 py-4 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-green-100 text-green-700">
        <UploadIcon name="check" />
      </span>
      <ProgressBar value={100} label="Extraction progress" />
      <p className="m-0 text-base font-semibold text-slate-900">Text Extracted Successfully!</p>
      <p className="m-0 text-sm text-slate-600">Redirecting to generate page...</p>
    </div>
  );
}

function FailureView({ message, detail, onRetry }: { message: string; detail?: string; onRetry: () => void }) {
  return (
    <div className="mt-4 flex flex-col items-center gap-2 py-4 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-700">
        <UploadIcon name="alert" />
      </span>
      <p className="m-0 text-base font-semibold text-slate-900">Upload Failed</p>
      <div role="alert" data-testid="upload-error" className="text-sm text-red-700">
        <p className="m-0">{message}</p>
        {detail && <p className="m-0 mt-1 text-slate-600">{detail}</p>}
      </div>
      <button type="button" className="btn-primary mt-2" onClick={onRetry} autoFocus data-autofocus>
        Try Again
      </button>
    </div>
  );
}
