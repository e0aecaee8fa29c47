/** Text drawn smaller than the floor of the type scale (14 pt on a widescreen slide). */
import { FLOOR_PX } from '../../layouts';
import type { CheckRule } from '../types';
import { points, slideName, textName } from '../words';

export const belowFloorRule: CheckRule = {
  kind: 'below-floor',
  description: 'Text drawn under the smallest size of the type scale (FLOOR_PX, 14 pt on a 13.33 in slide), too small to read from the back of a room.',
  check(view, index) {
    const m = view.measured(index);
    if (m === undefined) return [];
    return m.texts
      .filter((t) => !t.hidden && t.size > 0 && t.size < FLOOR_PX - 0.01)
      .map((t) => ({
        kind: 'below-floor' as const,
        text: t,
        message: `${slideName(index)}: ${textName(view, index, t)} is drawn at ${points(t.size)}, under the ${points(FLOOR_PX)} that reads from the back of a room; shorten it or pick another layout.`,
      }));
  },
};
