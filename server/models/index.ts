/** The local-model catalogue, the models folder and downloads (see each file). */
export { CATALOGUE, RECOMMENDED_MODEL, findModel, type CatalogueModel } from './catalogue';
export { DownloadError, downloadModel, formatSize, type DownloadProgress } from './download';
export { catalogueStatus, installedModels, modelFile, modelsDir, pullModel, removeModel, type InstalledModel } from './store';
