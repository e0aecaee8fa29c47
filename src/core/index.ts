/**
 * Decksmith's pure domain: schemas, rules and texts shared by the app, the
 * workers and the server. Nothing here touches React, the DOM, storage or
 * the network.
 */
export * from './schemas/catalog';
export * from './schemas/config';
export * from './schemas/outline';
export * from './schemas/slide';
export * from './schemas/telemetry';
export * from './schemas/presentation';
export * from './config-rules';
export * from './outline/limit';
export * from './outline/normalize';
export * from './deck/from-outline';
export * from './deck/saved';
export * from './errors';
export * from './format';
export * from './credits';
export * from './media-rules';
export * from './upload-rules';
export * from './themes';
export * from './fonts';
export * from './tones';
