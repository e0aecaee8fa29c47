/**
 * The floating toolbar demo's toolbar: the editor's own FormattingToolbar
 * (one implementation), answering to selections inside the demo's text.
 */
import { useCallback, type RefObject } from 'react';
import { FormattingToolbar } from '../../features/editor/FormattingToolbar';

export { SELECTION_MAX, SELECTION_MIN } from '../../features/editor/useSelectionAnchor';

export function FloatingToolbar({ containerRef }: { containerRef: RefObject<HTMLElement | null> }) {
  const findHost = useCallback((node: Node) => (containerRef.current?.contains(node) ? containerRef.current : null), [containerRef]);
  return <FormattingToolbar findHost={findHost} />;
}
