/**
 * The Media tab of the Edit Slide modal: the slide's picture with its menu
 * (as the page provides it through SlidePictureContext; none without one),
 * the background image address, and the image prompt generation used, read
 * only.
 */
import { useContext, type Ref } from 'react';
import { SlidePictureContext } from '../../ui/slide/picture-context';
import type { SlideDraft } from './draft';
import { TextField } from './fields';

export interface MediaTabProps {
  draft: SlideDraft;
  onChange: (patch: Partial<SlideDraft>) => void;
  imagePrompt: string;
  error: string | null;
  urlRef: Ref<HTMLInputElement>;
  /** Position of the slide in the deck, for its picture menu. */
  index: number;
}

export function MediaTab({ draft, onChange, imagePrompt, error, urlRef, index }: MediaTabProps) {
  const pictures = useContext(SlidePictureContext);
  return (
    <div className="flex flex-col gap-4">
      {pictures?.renderSection(index)}
      <TextField
        label="Background Image URL"
        type="url"
        value={draft.backgroundImage}
        onChange={(backgroundImage) => onChange({ backgroundImage })}
        placeholder="Enter image URL or leave empty for theme background"
        error={error}
        inputRef={urlRef}
      />
      <TextField label="Image Prompt" rows={3} value={imagePrompt} readOnly note="This is the AI-generated image prompt" />
    </div>
  );
}
