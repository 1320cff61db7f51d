// What the admin image uploads answer: the addresses of the WebP files the server made of each image.
import { z } from 'zod';

/** An uploaded image, re-encoded: the original (at most 2000 px a side) and a medium copy (at most 800). */
const imageUrlsSchema = z
  .object({
    original: z.string().meta({ description: '`/uploads/<category>/<name>.webp`' }),
    medium: z.string().meta({ description: '`/uploads/<category>/<name>-medium.webp`' }),
  })
  .meta({ id: 'ImageUrls' });

/** The answers of the upload routes. */
export const uploadAnswers = {
  image: z.object({
    image_urls: imageUrlsSchema,
    file_url: z.string().meta({ description: 'The original, as `image_urls.original`.' }),
    message: z.string(),
  }),
  recipeImage: z.object({
    image_url: z.string().meta({ description: 'The original, as `image_urls.original`.' }),
    image_urls: imageUrlsSchema,
    message: z.string(),
  }),
  /** Only the images sent are named. */
  transformationImages: z.object({
    before_image: z.string().optional().meta({ description: "The original's address, when `before_image` was sent." }),
    after_image: z.string().optional().meta({ description: "The original's address, when `after_image` was sent." }),
    message: z.string(),
  }),
};
