// The minified pdf.js builds ship without type declarations of their own: they
// are the same modules as the typed 'pdfjs-dist' entry, minified. The worker
// module needs no types: pdf.js only reads WorkerMessageHandler off the module
// object placed on globalThis.pdfjsWorker.
declare module 'pdfjs-dist/legacy/build/pdf.min.mjs' {
  export * from 'pdfjs-dist';
}

declare module 'pdfjs-dist/legacy/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}
