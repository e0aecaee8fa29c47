/** The /presenter search params: `deck`, the id of the saved presentation being presented. */
import { z } from 'zod';

export const presenterSearchSchema = z.object({
  // A bad value shows 'not found' rather than failing the route.
  deck: z.string().trim().min(1).max(200).optional().catch(undefined),
});
export type PresenterSearch = z.infer<typeof presenterSearchSchema>;

export function validatePresenterSearch(search: Record<string, unknown>): PresenterSearch {
  return presenterSearchSchema.parse(search);
}
