// The upload feature's public face: the start screen opens the dialog and reuses the modal hook.
export { UploadDialog, type UploadDialogProps } from './UploadDialog';
