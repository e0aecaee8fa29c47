/** Pastel themes: soft, light backgrounds with dark text, listed under the 'Pastel' tab. */
import type { Theme } from './types';

export const PASTEL_THEMES: readonly Theme[] = [
  {
    id: 'lavender-mist', name: 'Lavender Mist', category: 'pastel', aliases: ['lavender'], dark: false,
    colors: { primary: '#7c3aed', secondary: '#a78bfa', accent: '#db2777', background: '#f5f3ff', backgroundStops: ['#f5f3ff', '#ede9fe', '#ddd6fe'],
      title: '#4c1d95', body: '#1e1b4b', card: '#ffffff', cardText: '#2e1065' },
  },
  {
    id: 'soft-dreamscape', name: 'Soft Dreams', category: 'pastel', aliases: ['soft-dreams'], dark: false,
    colors: { primary: '#c026d3', secondary: '#7c3aed', accent: '#0284c7', background: '#fdf2f8', backgroundStops: ['#fdf2f8', '#f3e8ff', '#e0f2fe'],
      title: '#581c87', body: '#1f2937', card: '#ffffff', cardText: '#1f2937' },
  },
  {
    id: 'mint-breeze', name: 'Mint Breeze', category: 'pastel', aliases: [], dark: false,
    colors: { primary: '#059669', secondary: '#10b981', accent: '#f472b6', background: '#ecfdf5', backgroundStops: [],
      title: '#065f46', body: '#1f2937', card: '#ffffff', cardText: '#064e3b' },
  },
  {
    id: 'peach-blossom', name: 'Peach Blossom', category: 'pastel', aliases: [], dark: false,
    colors: { primary: '#ea580c', secondary: '#f97316', accent: '#0d9488', background: '#fff7ed', backgroundStops: ['#fff7ed', '#ffedd5', '#fed7aa'],
      title: '#7c2d12', body: '#431407', card: '#ffffff', cardText: '#431407' },
  },
  {
    id: 'baby-blue', name: 'Baby Blue', category: 'pastel', aliases: [], dark: false,
    colors: { primary: '#3b82f6', secondary: '#60a5fa', accent: '#f59e0b', background: '#eff6ff', backgroundStops: [],
      title: '#1e3a8a', body: '#1e293b', card: '#ffffff', cardText: '#1e293b' },
  },
  {
    id: 'lilac-haze', name: 'Lilac Haze', category: 'pastel', aliases: [], dark: false,
    colors: { primary: '#9333ea', secondary: '#c084fc', accent: '#0891b2', background: '#faf5ff', backgroundStops: [],
      title: '#6b21a8', body: '#3b0764', card: '#f3e8ff', cardText: '#3b0764' },
  },
  {
    id: 'cotton-candy', name: 'Cotton Candy', category: 'pastel', aliases: [], dark: false,
    colors: { primary: '#db2777', secondary: '#ec4899', accent: '#6366f1', background: '#fce7f3', backgroundStops: ['#fce7f3', '#fbcfe8', '#e0e7ff'],
      title: '#831843', body: '#500724', card: '#ffffff', cardText: '#500724' },
  },
  {
    id: 'lemon-chiffon', name: 'Lemon Chiffon', category: 'pastel', aliases: [], dark: false,
    colors: { primary: '#ca8a04', secondary: '#eab308', accent: '#16a34a', background: '#fefce8', backgroundStops: [],
      title: '#713f12', body: '#422006', card: '#ffffff', cardText: '#422006' },
  },
  {
    id: 'rose-quartz', name: 'Rose Quartz', category: 'pastel', aliases: [], dark: false,
    colors: { primary: '#e11d48', secondary: '#fb7185', accent: '#0d9488', background: '#fff1f2', backgroundStops: [],
      title: '#9f1239', body: '#4c0519', card: '#ffffff', cardText: '#4c0519' },
  },
  {
    id: 'seafoam', name: 'Seafoam', category: 'pastel', aliases: [], dark: false,
    colors: { primary: '#0d9488', secondary: '#14b8a6', accent: '#f43f5e', background: '#f0fdfa', backgroundStops: ['#f0fdfa', '#ccfbf1', '#cffafe'],
      title: '#115e59', body: '#134e4a', card: '#ffffff', cardText: '#134e4a' },
  },
  {
    id: 'periwinkle', name: 'Periwinkle', category: 'pastel', aliases: [], dark: false,
    colors: { primary: '#6366f1', secondary: '#818cf8', accent: '#f59e0b', background: '#eef2ff', backgroundStops: [],
      title: '#3730a3', body: '#1e1b4b', card: '#ffffff', cardText: '#1e1b4b' },
  },
  {
    id: 'pistachio', name: 'Pistachio', category: 'pastel', aliases: [], dark: false,
    colors: { primary: '#65a30d', secondary: '#84cc16', accent: '#db2777', background: '#f7fee7', backgroundStops: [],
      title: '#3f6212', body: '#1a2e05', card: '#ffffff', cardText: '#1a2e05' },
  },
];
