/** The wire format shared by the server, the workers and the app. */
export * from './requests';
export * from './pictures';
export * from './lines';
export * from './parser';
export * from './edit';
