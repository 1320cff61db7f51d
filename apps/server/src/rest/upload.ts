// Admin image uploads: sniffed, size- and dimension-checked, re-encoded to WebP.
import type { Services } from '@coach/api';
import { invalid, uploadAnswers } from '@coach/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { checkImage, encodeVariants, UPLOAD_MESSAGES } from '../uploads/images';
import { MULTIPART_LIMITS, readUploadForm } from '../uploads/multipart';
import { sanitiseSegment, type UploadCategory, uploadCategory } from '../uploads/names';
import { removeFiles, type StoredImage, storeImage } from '../uploads/store';
import { documented, type Operation } from './contract';
import { adminGuard } from './support';

const TRANSFORMATION_FIELDS = ['before_image', 'after_image'] as const;

const missingFile = (field: string) => invalid(`${field}: ${UPLOAD_MESSAGES.notAnImage}`);

const tag = 'Uploads';
/** What every upload takes and makes. */
const IMAGES = 'JPEG, PNG or WebP, at most 5 MB and 10000 px a side; stored as WebP, with a medium copy';

const OPERATIONS = {
  image: {
    summary:
      `Upload an image (multipart/form-data: the file in \`image\`, the folder in \`category\` (blog, recipes, ` +
      `transformations, pages, testimonials or general, the default), a name start in \`prefix\`; ${IMAGES})`,
    tag,
    access: 'admin',
    multipart: { image: 'file', category: 'text', prefix: 'text' },
    answer: { status: 200, schema: uploadAnswers.image, description: 'Stored: the addresses of both files.' },
  },
  recipeImage: {
    summary: `Upload a recipe's image (multipart/form-data: the file in \`recipe_image\`, the recipe's title in \`recipe_name\`; ${IMAGES})`,
    tag,
    access: 'admin',
    multipart: { recipe_image: 'file', recipe_name: 'text' },
    answer: { status: 200, schema: uploadAnswers.recipeImage, description: 'Stored: the addresses of both files.' },
  },
  transformationImages: {
    summary: `Upload a transformation's pictures (multipart/form-data: files in \`before_image\` and/or \`after_image\`; ${IMAGES})`,
    tag,
    access: 'admin',
    multipart: { before_image: 'file', after_image: 'file' },
    answer: {
      status: 200,
      schema: uploadAnswers.transformationImages,
      description: 'Stored: the address of each picture sent.',
    },
  },
} satisfies Record<string, Operation>;

export const uploadRoutes: FastifyPluginAsync<Services> = async (app, services) => {
  const { uploadsDir } = services;
  // Registered here only, so no other route accepts multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  app.addHook('preHandler', adminGuard(services));

  /** Checks every file first, then encodes and stores them; a failure leaves no file behind. */
  async function saveImages(
    request: FastifyRequest,
    fileFields: readonly string[],
    place: (fields: Record<string, string>) => { category: UploadCategory; prefix: string },
  ): Promise<{ stored: Map<string, StoredImage>; fields: Record<string, string> }> {
    const form = await readUploadForm(request, fileFields);
    const { category, prefix } = place(form.fields);
    for (const bytes of form.files.values()) await checkImage(bytes);
    const stored = new Map<string, StoredImage>();
    try {
      for (const [field, bytes] of form.files) {
        stored.set(field, await storeImage(uploadsDir, category, prefix, await encodeVariants(bytes)));
      }
    } catch (error) {
      await removeFiles([...stored.values()].flatMap((image) => image.paths));
      throw error;
    }
    return { stored, fields: form.fields };
  }

  app.post('/api/admin/upload/image', documented(OPERATIONS.image), async (request) => {
    const { stored } = await saveImages(request, ['image'], (fields) => ({
      category: uploadCategory(fields.category),
      prefix: fields.prefix ?? '',
    }));
    const image = stored.get('image');
    if (!image) throw missingFile('image');
    return { image_urls: image.urls, file_url: image.urls.original, message: 'Image uploaded successfully' };
  });

  app.post('/api/admin/upload/recipe-image', documented(OPERATIONS.recipeImage), async (request) => {
    const { stored } = await saveImages(request, ['recipe_image'], (fields) => ({
      category: 'recipes',
      prefix: sanitiseSegment(fields.recipe_name ?? ''),
    }));
    const image = stored.get('recipe_image');
    if (!image) throw missingFile('recipe_image');
    return { image_url: image.urls.original, image_urls: image.urls, message: 'Image uploaded successfully' };
  });

  app.post('/api/admin/upload/transformation-images', documented(OPERATIONS.transformationImages), async (request) => {
    const { stored } = await saveImages(request, TRANSFORMATION_FIELDS, () => ({
      category: 'transformations',
      prefix: '',
    }));
    if (stored.size === 0) throw missingFile('before_image or after_image');
    const answer: Record<string, string> = {};
    for (const field of TRANSFORMATION_FIELDS) {
      const image = stored.get(field);
      if (image) answer[field] = image.urls.original;
    }
    return { ...answer, message: 'Images uploaded successfully' };
  });
};
