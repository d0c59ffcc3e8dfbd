import { z } from 'zod';

/** The parts of the Wikipedia page summary we read (REST `/api/rest_v1/page/summary/{title}`). */
export const pageSummarySchema = z.object({
  title: z.string(),
  originalimage: z.object({ source: z.string(), width: z.number(), height: z.number() }).optional(),
});

const metaValue = z.object({ value: z.union([z.string(), z.number()]) }).optional();

/** Commons `action=query&prop=imageinfo` with `formatversion=2`. */
export const imageInfoResponseSchema = z.object({
  query: z
    .object({
      pages: z.array(
        z.object({
          title: z.string(),
          missing: z.boolean().optional(),
          imageinfo: z
            .array(
              z.object({
                url: z.string(),
                width: z.number(),
                height: z.number(),
                mime: z.string(),
                descriptionurl: z.string(),
                thumburl: z.string().optional(),
                thumbwidth: z.number().optional(),
                thumbheight: z.number().optional(),
                extmetadata: z
                  .object({
                    License: metaValue,
                    LicenseShortName: metaValue,
                    LicenseUrl: metaValue,
                    Artist: metaValue,
                    Credit: metaValue,
                  })
                  .optional(),
              }),
            )
            .optional(),
        }),
      ),
    })
    .optional(),
});

export type ImageInfo = NonNullable<
  NonNullable<z.infer<typeof imageInfoResponseSchema>['query']>['pages'][number]['imageinfo']
>[number];
