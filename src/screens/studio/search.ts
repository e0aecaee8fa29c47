/** The /home search params: `deck`, the id of the saved presentation to open. */
import { z } from 'zod';

export const homeSearchSchema = z.object({
  // A bad value opens /home without a deck rather than failing the route.
  deck: z.string().trim().min(1).max(200).optional().catch(undefined),
});
export type HomeSearch = z.infer<typeof homeSearchSchema>;

/** validateSearch of the /home route. */
export function validateHomeSearch(search: Record<string, unknown>): HomeSearch {
  return homeSearchSchema.parse(search);
}
