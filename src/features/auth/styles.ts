/** Class groups of the sign-in forms (uno.config.ts has no input shortcut yet). */
export const INPUT_CLASS =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder-slate-400 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-200 disabled:bg-slate-100';
export const LABEL_CLASS = 'block text-sm font-medium text-slate-700';
export const LINK_BUTTON_CLASS =
  'bg-transparent p-0 text-sm font-medium text-indigo-600 hover:text-indigo-800 hover:underline disabled:cursor-not-allowed disabled:opacity-50';
