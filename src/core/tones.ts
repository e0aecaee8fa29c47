/**
 * Options of the tone and image-style pickers. Tone values are those of the
 * config schema; a 'technical-*' tone goes out as
 * 'technical' (see config rules).
 */
import { IMAGE_STYLES, TONES, type Tone } from './schemas/catalog';

/** Tone picker options, label and value, in picker order (casual is the default). */
export const TONE_OPTIONS: readonly { label: string; value: Tone }[] = [
  { label: 'Casual', value: 'casual' },
  { label: 'Formal', value: 'formal' },
  { label: 'Motivational', value: 'motivational' },
  { label: 'Educational', value: 'educational' },
  { label: 'Technical', value: 'technical' },
  { label: 'Technical (Beginner)', value: 'technical-beginner' },
  { label: 'Technical (Graduate)', value: 'technical-graduate' },
  { label: 'Technical (PhD)', value: 'technical-phd' },
];

/** Image style picker options. */
export const IMAGE_STYLE_OPTIONS = IMAGE_STYLES;

/** Label of a tone value; unknown strings are returned unchanged. */
export function toneLabel(value: string): string {
  return TONE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** True when `value` is one of the catalogue's tones. */
export function isTone(value: string): value is Tone {
  return (TONES as readonly string[]).includes(value);
}
