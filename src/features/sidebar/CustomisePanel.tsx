/**
 * The customisation panel for the open deck: theme gallery,
 * title and body fonts, image style, the Enable/Disable Photos toggle and
 * the tone. The generate step's pickers are reused as they are; each change
 * is an editor command (one undo step) and the slides re-render in the new
 * look.
 */
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { BODY_FONTS, TITLE_FONTS } from '../../core/fonts';
import type { ImageStyle } from '../../core/schemas/catalog';
import { IMAGE_STYLE_OPTIONS } from '../../core/tones';
import type { DeckStore } from '../../state/deck';
import { useEditor, useGeneration } from '../../state/services';
import { useIdleStages } from '../../ui/useWhenIdle';
import { requestImageStyle } from '../../state/image-style-request';
import { ChoiceCards } from '../../ui/pickers/ChoiceCards';
import { FontPicker } from '../../ui/pickers/FontPicker';
import { ThemeGallery } from '../../ui/pickers/ThemeGallery';
import { TonePicker } from './TonePicker';

export function CustomisePanel({ store }: { store: DeckStore }) {
  const { settings, title } = useSnapshot(store.state);
  const editor = useEditor();
  const generation = useGeneration();
  const streaming = useCallback(() => generation.state.status.startsWith('streaming'), [generation]);
  const editable = store === editor.store;
  const photosLabel = settings.disablePhotos ? 'Enable Photos' : 'Disable Photos';
  // The two font lists draw about 25 faces each: they wait until the slides are on screen and the page is idle,
  // and come one at a time.
  const fontLists = useIdleStages(2);
  return (
    // [data-customise]: the gallery's two columns here (src/ui/global.css).
    <div data-customise="" className="grid gap-5">
      {!editable && <p className="m-0 text-xs text-amber-900">This deck is read-only while another deck is generating.</p>}
      <fieldset disabled={!editable} className="m-0 grid min-w-0 gap-5 border-0 p-0">
        <ThemeGallery value={settings.selectedTheme} onChange={(theme) => editor.apply('deck.setTheme', { theme })} />
        {fontLists > 0 ? (
          <>
            <FontPicker legend="Title font" fonts={TITLE_FONTS} value={settings.selectedTitleFont} sample={title || 'Presentation title'} onChange={(font) => editor.apply('deck.setFonts', { title: font })} streaming={streaming} />
            {fontLists > 1 && <FontPicker legend="Body font" fonts={BODY_FONTS} value={settings.selectedBodyFont} sample="The quick brown fox jumps" onChange={(font) => editor.apply('deck.setFonts', { body: font })} streaming={streaming} />}
          </>
        ) : (
          <p className="m-0 text-sm text-slate-500" role="status">
            Loading fonts…
          </p>
        )}
        <ChoiceCards<ImageStyle>
          legend="Image style"
          columns={2}
          choices={IMAGE_STYLE_OPTIONS}
          value={settings.selectedImageStyle}
          onChange={(style) => requestImageStyle(editor, style)}
        />
        <div>
          <p className="m-0 mb-2 text-sm font-medium text-slate-800">Photos</p>
          <button
            type="button"
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-indigo-300"
            onClick={() => editor.apply('deck.togglePhotos', { disabled: !settings.disablePhotos })}
          >
            {photosLabel}
          </button>
        </div>
        <TonePicker value={settings.selectedTone} />
      </fieldset>
    </div>
  );
}
