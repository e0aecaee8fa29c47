import { defineConfig, presetWind3 } from 'unocss';

// No web-fonts preset: it fetches Google Fonts at build time, and decks must render offline.
export default defineConfig({
  presets: [presetWind3()],
  shortcuts: {
    'btn': 'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-50 disabled:cursor-not-allowed',
    'btn-primary': 'btn bg-indigo-600 text-white hover:bg-indigo-700',
    'btn-ghost': 'btn bg-transparent text-slate-700 hover:bg-slate-100',
    'card': 'rounded-2xl border border-slate-200 bg-white shadow-sm',
  },
  theme: {
    colors: { brand: { DEFAULT: '#4f46e5', dark: '#3730a3' } },
  },
});
