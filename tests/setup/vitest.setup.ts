// Dexie needs IndexedDB; in unit tests it comes from fake-indexeddb.
import 'fake-indexeddb/auto';
