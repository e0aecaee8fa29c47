/** Vibrant themes: saturated colours, listed under the 'Vibrant' tab. */
import type { Theme } from './types';

export const VIBRANT_THEMES: readonly Theme[] = [
  {
    id: 'neon-pulse-glow', name: 'Neon Pulse', category: 'vibrant', aliases: ['neon-pulse'], dark: true,
    colors: { primary: '#f0abfc', secondary: '#22d3ee', accent: '#a3e635', background: '#0a0a23', backgroundStops: ['#0a0a23', '#1a0b3d', '#2d0a4e'],
      title: '#ffffff', body: '#e0f2fe', card: '#1e1b4b', cardText: '#f5f3ff' },
  },
  {
    id: 'coral-reef', name: 'Coral Reef', category: 'vibrant', aliases: ['coral'], dark: false,
    colors: { primary: '#e11d48', secondary: '#ea580c', accent: '#0e7490', background: '#fb7185', backgroundStops: ['#fb7185', '#fb923c', '#fdba74'],
      title: '#450a0a', body: '#1c0a05', card: '#fff7ed', cardText: '#431407' },
  },
  {
    id: 'electric-lime', name: 'Electric Lime', category: 'vibrant', aliases: [], dark: true,
    colors: { primary: '#a3e635', secondary: '#84cc16', accent: '#facc15', background: '#1a2e05', backgroundStops: ['#1a2e05', '#365314', '#3f6212'],
      title: '#ffffff', body: '#ecfccb', card: '#1a2e05', cardText: '#f7fee7' },
  },
  {
    id: 'tropical-punch', name: 'Tropical Punch', category: 'vibrant', aliases: [], dark: false,
    colors: { primary: '#db2777', secondary: '#ea580c', accent: '#0d9488', background: '#fde047', backgroundStops: ['#fde047', '#fb923c', '#f472b6'],
      title: '#4a044e', body: '#1e0326', card: '#fefce8', cardText: '#422006' },
  },
  {
    id: 'fiery-red', name: 'Fiery Red', category: 'vibrant', aliases: [], dark: true,
    colors: { primary: '#f87171', secondary: '#fca5a5', accent: '#fde047', background: '#7f1d1d', backgroundStops: ['#7f1d1d', '#991b1b', '#b91c1c'],
      title: '#ffffff', body: '#fff1f2', card: '#450a0a', cardText: '#fef2f2' },
  },
  {
    id: 'ultra-violet', name: 'Ultra Violet', category: 'vibrant', aliases: [], dark: true,
    colors: { primary: '#c4b5fd', secondary: '#a78bfa', accent: '#34d399', background: '#2e1065', backgroundStops: ['#2e1065', '#5b21b6', '#7c3aed'],
      title: '#ffffff', body: '#f5f3ff', card: '#2e1065', cardText: '#f5f3ff' },
  },
  {
    id: 'hot-magenta', name: 'Hot Magenta', category: 'vibrant', aliases: [], dark: true,
    colors: { primary: '#f9a8d4', secondary: '#f472b6', accent: '#fde047', background: '#500724', backgroundStops: ['#500724', '#831843', '#be185d'],
      title: '#ffffff', body: '#fdf2f8', card: '#500724', cardText: '#fdf2f8' },
  },
  {
    id: 'citrus-burst', name: 'Citrus Burst', category: 'vibrant', aliases: [], dark: false,
    colors: { primary: '#ca8a04', secondary: '#65a30d', accent: '#ea580c', background: '#fef08a', backgroundStops: ['#fef08a', '#fde047', '#facc15'],
      title: '#422006', body: '#1c1917', card: '#fffbeb', cardText: '#422006' },
  },
  {
    id: 'cyber-teal', name: 'Cyber Teal', category: 'vibrant', aliases: [], dark: true,
    colors: { primary: '#5eead4', secondary: '#2dd4bf', accent: '#f472b6', background: '#042f2e', backgroundStops: ['#042f2e', '#115e59', '#0f766e'],
      title: '#ffffff', body: '#f0fdfa', card: '#042f2e', cardText: '#f0fdfa' },
  },
  {
    id: 'electric-blue', name: 'Electric Blue', category: 'vibrant', aliases: [], dark: true,
    colors: { primary: '#93c5fd', secondary: '#60a5fa', accent: '#facc15', background: '#172554', backgroundStops: ['#172554', '#1e40af', '#2563eb'],
      title: '#ffffff', body: '#eff6ff', card: '#172554', cardText: '#eff6ff' },
  },
  {
    id: 'candy-pop', name: 'Candy Pop', category: 'vibrant', aliases: [], dark: false,
    colors: { primary: '#db2777', secondary: '#7c3aed', accent: '#0891b2', background: '#fbcfe8', backgroundStops: ['#fbcfe8', '#f9a8d4', '#c4b5fd'],
      title: '#500724', body: '#1e1b4b', card: '#fdf2f8', cardText: '#500724' },
  },
  {
    id: 'solar-flare', name: 'Solar Flare', category: 'vibrant', aliases: [], dark: true,
    colors: { primary: '#fdba74', secondary: '#fb923c', accent: '#fde047', background: '#431407', backgroundStops: ['#431407', '#9a3412', '#c2410c'],
      title: '#ffffff', body: '#fff7ed', card: '#431407', cardText: '#fff7ed' },
  },
];
