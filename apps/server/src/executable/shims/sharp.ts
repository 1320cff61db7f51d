// Stands in for `sharp` in the executable's bundle: the real package loads on the first image processed.
import type sharpType from 'sharp';
import { requireNative } from '../natives';

const sharp = ((...args: Parameters<typeof sharpType>) =>
  requireNative<typeof sharpType>('sharp')(...args)) as typeof sharpType;

export default sharp;
