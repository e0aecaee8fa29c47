/**
 * The import as the dashboard runs it: an opened deck shows on /home, as a
 * card's link does.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { confirmImportDropOldest, importDeckFile } from './import-flow';

export function useOpenDeckFile() {
  const navigate = useNavigate();
  const onOpened = useCallback((id: string) => void navigate({ to: '/home', search: { deck: id } }), [navigate]);
  const open = useCallback((file: Blob) => void importDeckFile(file, { onOpened }), [onOpened]);
  const confirmDrop = useCallback(() => void confirmImportDropOldest({ onOpened }), [onOpened]);
  return { open, confirmDrop };
}
