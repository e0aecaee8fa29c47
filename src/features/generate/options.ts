/** Choices of the step-1 selects that no catalogue owns. */
import type { ModelKey } from '../../core/schemas/catalog';

/** Model select labels; gpt-4o shows as 'Default'. The server's configured provider answers either way. */
export const MODEL_LABELS: Record<ModelKey, string> = {
  'gpt-4o': 'Default',
  'gpt-4.1': 'GPT-4.1',
  'gpt-4.1-nano': 'GPT-4.1 nano',
};

/** Output languages as BCP 47 tags; English (US) is the default. */
export const LANGUAGE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'en-US', label: 'English (US)' },
  { value: 'en-GB', label: 'English (UK)' },
  { value: 'es-ES', label: 'Spanish' },
  { value: 'fr-FR', label: 'French' },
  { value: 'de-DE', label: 'German' },
  { value: 'it-IT', label: 'Italian' },
  { value: 'pt-BR', label: 'Portuguese (Brazil)' },
  { value: 'nl-NL', label: 'Dutch' },
  { value: 'pl-PL', label: 'Polish' },
  { value: 'sv-SE', label: 'Swedish' },
  { value: 'tr-TR', label: 'Turkish' },
  { value: 'ja-JP', label: 'Japanese' },
  { value: 'zh-CN', label: 'Chinese (Simplified)' },
  { value: 'ko-KR', label: 'Korean' },
  { value: 'hi-IN', label: 'Hindi' },
];

/** One line under each text amount card. */
export const TEXT_AMOUNT_HINTS: Record<string, string> = {
  Minimal: 'A few words per point',
  Concise: 'Short, to-the-point text',
  Detailed: 'Full sentences with context',
  Extensive: 'Rich explanations',
};
