// A picture the owner uploads, with its alternative text: the path of a file this site stores or ships, never another
// site's. The page editor's pictures and the testimonials' photos share it, each with its own upload folders.
import { z } from 'zod';
import { refuseUntypeable, requiredText } from './text';

export const PICTURE_ALT_MAX = 200;

/** A picture under one of `/uploads/<folder>/` (the uploader's WebP) or `/images/` (what the site ships). */
export const pictureSchema = (uploadFolders: readonly string[]) =>
  z.object({
    url: z
      .string()
      .regex(
        new RegExp(
          `^/(uploads/(${uploadFolders.join('|')})|images)/[A-Za-z0-9][A-Za-z0-9._-]{0,150}\\.(webp|png|jpe?g|svg)$`,
        ),
        'Upload the picture here',
      ),
    alt: requiredText('Alternative text is required', PICTURE_ALT_MAX, refuseUntypeable),
  });
export type Picture = z.infer<ReturnType<typeof pictureSchema>>;
