import { z } from 'zod';
import { idSchema } from '../schemas/common';
import { saveListTemplateArgsSchema } from '../schemas/list-template';

/**
 * The changes to a traveller's list templates (decision 021), kept apart from the trip's changes
 * in mutations.ts. A template belongs to its owner, not a trip: saved whole, deleted whole.
 */
export const templateMutationSchemas = [
  /** A list saved as a template: its name, kind and items' text, quantity and category. */
  z.object({ name: z.literal('saveListTemplate'), args: saveListTemplateArgsSchema }),
  z.object({ name: z.literal('deleteListTemplate'), args: z.object({ id: idSchema }) }),
] as const;
