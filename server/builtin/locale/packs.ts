/** The translated skeletons, one file a language. */
import { DE } from './de';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import type { Lang } from './language';
import { PT } from './pt';
import type { SkeletonPack } from './types';

export const PACKS: Record<Exclude<Lang, 'en'>, SkeletonPack> = { es: ES, fr: FR, de: DE, pt: PT, it: IT };
