/** The studio's deck check: the button and the panel of findings with their one-click fixes. */
export { DeckCheck, type DeckCheckProps } from './DeckCheck';
