/** Default themes: plain, solid backgrounds, listed under the 'Default' tab. */
import type { Theme } from './types';

export const DEFAULT_THEMES: readonly Theme[] = [
  {
    id: 'classic-bw', name: 'Classic Black & White', category: 'default', aliases: [], dark: false,
    colors: { primary: '#111827', secondary: '#4b5563', accent: '#2563eb', background: '#ffffff', backgroundStops: [],
      title: '#000000', body: '#1f2937', card: '#f3f4f6', cardText: '#111827' },
  },
  {
    id: 'classic-dark', name: 'Classic Dark', category: 'default', aliases: [], dark: true,
    colors: { primary: '#f9fafb', secondary: '#9ca3af', accent: '#60a5fa', background: '#111827', backgroundStops: [],
      title: '#ffffff', body: '#e5e7eb', card: '#1f2937', cardText: '#f9fafb' },
  },
  {
    id: 'corporate-blue', name: 'Corporate Blue', category: 'default', aliases: [], dark: false,
    colors: { primary: '#1d4ed8', secondary: '#0369a1', accent: '#f59e0b', background: '#f8fafc', backgroundStops: [],
      title: '#1e3a8a', body: '#1e293b', card: '#ffffff', cardText: '#0f172a' },
  },
  {
    id: 'slate-professional', name: 'Slate Professional', category: 'default', aliases: [], dark: true,
    colors: { primary: '#38bdf8', secondary: '#94a3b8', accent: '#f97316', background: '#1e293b', backgroundStops: [],
      title: '#f8fafc', body: '#e2e8f0', card: '#334155', cardText: '#f8fafc' },
  },
  {
    id: 'minimal-paper', name: 'Minimal Paper', category: 'default', aliases: [], dark: false,
    colors: { primary: '#44403c', secondary: '#78716c', accent: '#dc2626', background: '#fafaf9', backgroundStops: [],
      title: '#1c1917', body: '#292524', card: '#f5f5f4', cardText: '#1c1917' },
  },
  {
    id: 'ink-navy', name: 'Ink Navy', category: 'default', aliases: [], dark: true,
    colors: { primary: '#60a5fa', secondary: '#93c5fd', accent: '#fbbf24', background: '#172554', backgroundStops: [],
      title: '#ffffff', body: '#dbeafe', card: '#1e3a8a', cardText: '#eff6ff' },
  },
  {
    id: 'graphite', name: 'Graphite', category: 'default', aliases: [], dark: true,
    colors: { primary: '#a1a1aa', secondary: '#d4d4d8', accent: '#22d3ee', background: '#27272a', backgroundStops: [],
      title: '#fafafa', body: '#e4e4e7', card: '#3f3f46', cardText: '#fafafa' },
  },
  {
    id: 'ivory-classic', name: 'Ivory Classic', category: 'default', aliases: [], dark: false,
    colors: { primary: '#92400e', secondary: '#a16207', accent: '#1d4ed8', background: '#fffbeb', backgroundStops: [],
      title: '#422006', body: '#292524', card: '#fef3c7', cardText: '#422006' },
  },
];
