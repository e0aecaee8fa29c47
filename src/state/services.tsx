/**
 * The app's services as components see them. The composition root
 * (src/app) creates one set and provides it here; a test provides its own.
 * Nothing in this file creates a service: the root loads the services'
 * code after the first paint (the landing page needs none of it), so the
 * provider holds a source that may still be loading, and the signed-in
 * routes wait for it before they render (see `loadServices`).
 */
import { type ReactNode, createContext, use, useContext, useMemo } from 'react';
import { outsideProvider } from '../core/errors';
import type { ApiClient } from '../api/client';
import type { DeckStore } from './deck';
import type { DeckJobs } from './deck-job';
import type { Editor } from './editor';
import type { GenerationStore } from './generation';
import type { Outbox } from './outbox-runner';
import type { Rewriter } from './rewrite/types';

export interface Services {
  /** The open deck: what the studio shows and the editor edits. */
  deck: DeckStore;
  /** The editor of `deck`. */
  editor: Editor;
  /** The app's generation: its content streams into `deck`. */
  generation: GenerationStore;
  /** The outline and content calls (through the stream worker, logged to the call log). */
  api: ApiClient;
  /** The deck jobs: the generate page, /home and the outbox start decks through them. */
  jobs: DeckJobs;
  /** The offline queue of deck requests. */
  outbox: Pick<Outbox, 'queueDeck' | 'retryQueued' | 'cancelQueued'>;
  /** The slide pictures: the user's Retry goes to the media job once it runs (nothing to retry before). */
  media: { retry(key: string): void };
  /** Rewrites of the open deck's slides by instruction (Ask the deck). */
  rewriter: Rewriter;
}

/** Something made once, whose code may still be loading. */
export interface Lazy<T> {
  /** The value once made, else undefined. */
  current(): T | undefined;
  /** Makes it (once) and resolves with it. */
  load(): Promise<T>;
}

/** A value that is already made, as a {@link Lazy}. */
export function ready<T>(value: T): Lazy<T> {
  return { current: () => value, load: () => Promise.resolve(value) };
}

/** The value of `source`; suspends the component while it loads. */
export function useLazy<T>(source: Lazy<T>): T {
  return source.current() ?? use(source.load());
}

/**
 * A context whose value may still be loading: its provider takes the value
 * itself or a {@link Lazy} of it, and its hook suspends until it is made.
 */
export function lazyContext<T extends object>(hookName: string, providerName: string) {
  const Context = createContext<Lazy<T> | null>(null);
  function LazyProvider({ value, children }: { value: T | Lazy<T>; children: ReactNode }) {
    const source = useMemo(() => ('load' in value && 'current' in value ? (value as Lazy<T>) : ready(value as T)), [value]);
    return <Context.Provider value={source}>{children}</Context.Provider>;
  }
  function useLazyContext(): T {
    const source = useContext(Context);
    if (!source) throw new Error(outsideProvider(hookName, providerName));
    return useLazy(source);
  }
  return { Provider: LazyProvider, use: useLazyContext };
}

const servicesContext = lazyContext<Services>('useServices', 'ServicesProvider');

/** Hands the services down to the components below (the root's, or a test's own). */
export function ServicesProvider({ services, children }: { services: Services | Lazy<Services>; children: ReactNode }) {
  return <servicesContext.Provider value={services}>{children}</servicesContext.Provider>;
}

export const useServices = (): Services => servicesContext.use();

export const useDeckStore = (): DeckStore => useServices().deck;
export const useEditor = (): Editor => useServices().editor;
export const useGeneration = (): GenerationStore => useServices().generation;
export const useDeckJobs = (): DeckJobs => useServices().jobs;
export const useRewriter = (): Rewriter => useServices().rewriter;

/** What the router context carries for the routes that need the services (set in src/router.tsx). */
export interface ServicesRouterContext {
  services: Lazy<Services>;
}

/** Waits for the services of the router context (a route's loader), so its components never suspend. */
export async function loadServices(context: unknown): Promise<void> {
  const services = (context as Partial<ServicesRouterContext> | undefined)?.services;
  if (!services) throw new Error('The router context has no services (see createAppRouter in src/router.tsx)');
  await services.load();
}
