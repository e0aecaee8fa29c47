/** Earthy themes: clay, wood, stone and foliage tones, listed under the 'Earthy' tab. */
import type { Theme } from './types';

export const EARTHY_THEMES: readonly Theme[] = [
  {
    id: 'terracotta', name: 'Terracotta', category: 'earthy', aliases: [], dark: true,
    colors: { primary: '#f4a582', secondary: '#e9c46a', accent: '#2a9d8f', background: '#9c4a2f', backgroundStops: [],
      title: '#ffffff', body: '#fef3e8', card: '#7a3522', cardText: '#fff7ed' },
  },
  {
    id: 'forest-moss', name: 'Forest Moss', category: 'earthy', aliases: [], dark: true,
    colors: { primary: '#a3b18a', secondary: '#dda15e', accent: '#bc6c25', background: '#283618', backgroundStops: [],
      title: '#fefae0', body: '#eef2e2', card: '#3a4a23', cardText: '#fefae0' },
  },
  {
    id: 'desert-sand', name: 'Desert Sand', category: 'earthy', aliases: [], dark: false,
    colors: { primary: '#b07d48', secondary: '#8c5a2b', accent: '#2f6f5e', background: '#f4e4c9', backgroundStops: [],
      title: '#5c3d1e', body: '#3b2a1a', card: '#fbf3e4', cardText: '#3b2a1a' },
  },
  {
    id: 'olive-grove', name: 'Olive Grove', category: 'earthy', aliases: [], dark: false,
    colors: { primary: '#6b7a2a', secondary: '#8a9a5b', accent: '#b5651d', background: '#eef0e0', backgroundStops: [],
      title: '#3f4a1f', body: '#2b3015', card: '#ffffff', cardText: '#2b3015' },
  },
  {
    id: 'autumn-harvest', name: 'Autumn Harvest', category: 'earthy', aliases: [], dark: true,
    colors: { primary: '#f59e0b', secondary: '#d97706', accent: '#dc2626', background: '#3f1d0b', backgroundStops: ['#3f1d0b', '#6b2f0f', '#7c3f13'],
      title: '#fff7ed', body: '#fde8cc', card: '#4a230d', cardText: '#fff7ed' },
  },
  {
    id: 'clay-pot', name: 'Clay Pot', category: 'earthy', aliases: [], dark: false,
    colors: { primary: '#b5542f', secondary: '#8c3b1f', accent: '#4a7c59', background: '#f3d9c8', backgroundStops: [],
      title: '#6b2d16', body: '#3a1a0d', card: '#fbeee5', cardText: '#3a1a0d' },
  },
  {
    id: 'mountain-stone', name: 'Mountain Stone', category: 'earthy', aliases: [], dark: true,
    colors: { primary: '#a8a29e', secondary: '#d6d3d1', accent: '#84cc16', background: '#3d3d3a', backgroundStops: [],
      title: '#f5f5f0', body: '#e7e5e4', card: '#57534e', cardText: '#fafaf9' },
  },
  {
    id: 'walnut', name: 'Walnut', category: 'earthy', aliases: [], dark: true,
    colors: { primary: '#d7a86e', secondary: '#bc8a5f', accent: '#8bc34a', background: '#3e2723', backgroundStops: [],
      title: '#fff8f0', body: '#efe0d2', card: '#5d4037', cardText: '#fff8f0' },
  },
  {
    id: 'sage-meadow', name: 'Sage Meadow', category: 'earthy', aliases: [], dark: false,
    colors: { primary: '#6b8f5e', secondary: '#4a6b3f', accent: '#c26d3a', background: '#e3eadb', backgroundStops: [],
      title: '#2f4a2b', body: '#1f2e1c', card: '#f5f8f1', cardText: '#1f2e1c' },
  },
  {
    id: 'canyon-dusk', name: 'Canyon Dusk', category: 'earthy', aliases: [], dark: true,
    colors: { primary: '#e9a46a', secondary: '#c47a4a', accent: '#7fb3a0', background: '#3b1f2b', backgroundStops: ['#3b1f2b', '#6b3a2e', '#8a4b2a'],
      title: '#ffffff', body: '#fde8d7', card: '#3b1f2b', cardText: '#fff3ea' },
  },
];
