/** Gradient themes: multi-stop backgrounds, listed under the 'Gradient' tab. */
import type { Theme } from './types';

export const GRADIENT_THEMES: readonly Theme[] = [
  {
    id: 'aurora-borealis', name: 'Aurora Borealis', category: 'gradient', aliases: ['aurora'], dark: true,
    colors: { primary: '#2dd4bf', secondary: '#818cf8', accent: '#a3e635', background: '#0b1f3a', backgroundStops: ['#0b1f3a', '#134e4a', '#312e81'],
      title: '#ffffff', body: '#e0f2fe', card: '#13294b', cardText: '#f0f9ff' },
  },
  {
    id: 'cosmic-dream', name: 'Cosmic Dream', category: 'gradient', aliases: ['cosmic'], dark: true,
    colors: { primary: '#c084fc', secondary: '#f472b6', accent: '#38bdf8', background: '#1e1b4b', backgroundStops: ['#1e1b4b', '#4c1d95', '#701a75'],
      title: '#ffffff', body: '#f5f3ff', card: '#2e1065', cardText: '#faf5ff' },
  },
  {
    id: 'golden-hour', name: 'Golden Hour', category: 'gradient', aliases: ['golden'], dark: false,
    colors: { primary: '#b45309', secondary: '#c2410c', accent: '#be123c', background: '#fef3c7', backgroundStops: ['#fef3c7', '#fde68a', '#fdba74'],
      title: '#431407', body: '#451a03', card: '#fffbeb', cardText: '#451a03' },
  },
  {
    id: 'oceanic-depth', name: 'Oceanic Depth', category: 'gradient', aliases: ['oceanic'], dark: true,
    colors: { primary: '#38bdf8', secondary: '#2dd4bf', accent: '#fbbf24', background: '#082f49', backgroundStops: ['#082f49', '#0c4a6e', '#134e4a'],
      title: '#ffffff', body: '#e0f2fe', card: '#0f3b5c', cardText: '#f0f9ff' },
  },
  {
    id: 'midnight-magic', name: 'Midnight Magic', category: 'gradient', aliases: ['midnight'], dark: true,
    colors: { primary: '#818cf8', secondary: '#c4b5fd', accent: '#facc15', background: '#020617', backgroundStops: ['#020617', '#1e1b4b', '#312e81'],
      title: '#ffffff', body: '#e0e7ff', card: '#1e1b4b', cardText: '#eef2ff' },
  },
  {
    id: 'emerald-forest', name: 'Emerald Forest', category: 'gradient', aliases: ['emerald'], dark: true,
    colors: { primary: '#34d399', secondary: '#a7f3d0', accent: '#fcd34d', background: '#022c22', backgroundStops: ['#022c22', '#064e3b', '#065f46'],
      title: '#ffffff', body: '#d1fae5', card: '#064e3b', cardText: '#ecfdf5' },
  },
  {
    id: 'sunset-glow', name: 'Sunset Glow', category: 'gradient', aliases: ['sunset'], dark: true,
    colors: { primary: '#fb923c', secondary: '#f43f5e', accent: '#fde047', background: '#7c2d12', backgroundStops: ['#7c2d12', '#9f1239', '#581c87'],
      title: '#ffffff', body: '#ffedd5', card: '#4c0519', cardText: '#fff1f2' },
  },
  {
    id: 'deep-space-voyage', name: 'Deep Space', category: 'gradient', aliases: ['deep-space'], dark: true,
    colors: { primary: '#60a5fa', secondary: '#a78bfa', accent: '#f472b6', background: '#000000', backgroundStops: ['#000000', '#0f172a', '#1e293b'],
      title: '#ffffff', body: '#cbd5e1', card: '#1e293b', cardText: '#f1f5f9' },
  },
  {
    id: 'royal-velvet', name: 'Royal Velvet', category: 'gradient', aliases: [], dark: true,
    colors: { primary: '#e879f9', secondary: '#c084fc', accent: '#fbbf24', background: '#3b0764', backgroundStops: ['#3b0764', '#581c87', '#6b21a8'],
      title: '#ffffff', body: '#f3e8ff', card: '#3b0764', cardText: '#faf5ff' },
  },
  {
    id: 'twilight-haze', name: 'Twilight Haze', category: 'gradient', aliases: [], dark: true,
    colors: { primary: '#a5b4fc', secondary: '#f9a8d4', accent: '#fde68a', background: '#1e3a8a', backgroundStops: ['#1e3a8a', '#6d28d9', '#be185d'],
      title: '#ffffff', body: '#fdf2f8', card: '#312e81', cardText: '#eef2ff' },
  },
  {
    id: 'arctic-frost', name: 'Arctic Frost', category: 'gradient', aliases: [], dark: false,
    colors: { primary: '#0284c7', secondary: '#0891b2', accent: '#7c3aed', background: '#f0f9ff', backgroundStops: ['#f0f9ff', '#e0f2fe', '#bae6fd'],
      title: '#0c4a6e', body: '#0f172a', card: '#ffffff', cardText: '#0f172a' },
  },
  {
    id: 'rose-gold', name: 'Rose Gold', category: 'gradient', aliases: [], dark: false,
    colors: { primary: '#e11d48', secondary: '#be123c', accent: '#d97706', background: '#fff1f2', backgroundStops: ['#fff1f2', '#fecdd3', '#fed7aa'],
      title: '#881337', body: '#4c0519', card: '#ffffff', cardText: '#4c0519' },
  },
];
