/** A history deck: the printing press (see fixtures.ts). */
import { item, type FixtureDeck } from './fixture-types';

export const PRINTING_PRESS: FixtureDeck = {
  name: 'printing-press',
  title: 'The Printing Press: How Gutenberg Changed Europe',
  slides: [
    {
      heading: 'Books Before Gutenberg',
      overview: 'Until the 1450s every book in Europe was copied by hand, which made books rare, costly and slow to spread.',
      items: [
        item('Monastic scriptoria', 'Monks copied texts letter by letter in candle-lit workrooms, often spending a year or more on a single Bible.'),
        item('Costly materials', 'A large book could need the skins of two hundred calves, so only churches, courts and universities could afford libraries.'),
        item('Errors multiplied', 'Every copy introduced new mistakes, and copies of copies drifted further from the original text with each generation.'),
      ],
      expect: ['vertical-stack'],
    },
    {
      heading: 'Manuscript vs Print',
      overview: 'The same page, made two ways.',
      items: [
        item('Manuscript', 'One scribe, one copy, months of work; every page slightly different and expensive to correct.'),
        item('Printed book', 'Hundreds of identical copies in weeks; an error fixed once is fixed in every copy of the run.'),
      ],
      expect: ['side-by-side'],
    },
    {
      heading: "Gutenberg's Life in Five Dates",
      overview: 'A goldsmith from Mainz who spent his savings, and his partners’ money, on one idea.',
      items: [
        item('c. 1400', 'Born Johannes Gensfleisch in Mainz, son of a merchant family.'),
        item('1434', 'Working in Strasbourg as a goldsmith and teaching gem polishing.'),
        item('1448', 'Back in Mainz, borrowing money to build his first press.'),
        item('1455', 'The 42-line Bible is finished, about 180 copies in all.'),
        item('1468', 'Dies in Mainz, honoured with a pension from the archbishop.'),
      ],
      expect: ['horizontal-timeline'],
    },
    {
      heading: 'How a Page Was Printed',
      overview: 'A two-man crew could pull about 3,600 impressions in a working day.',
      items: [
        item('1. Set the type', 'The compositor picks metal letters from the case and lines them up in a composing stick.'),
        item('2. Lock the forme', 'Lines of type are tied into pages and locked tight in an iron frame.'),
        item('3. Ink the type', 'Leather ink balls dab a sticky, oil-based ink evenly over the letters.'),
        item('4. Pull the press', 'The pressman turns the screw, pressing damp paper firmly onto the type.'),
        item('5. Hang to dry', 'Printed sheets are hung on lines overnight before they are folded and bound.'),
      ],
      expect: ['process-flow'],
    },
    {
      heading: 'Presses Spread Across Europe',
      overview: 'Within fifty years, printing reached every major trading city.',
      items: [
        item('1465', 'Subiaco, near Rome: two German printers set up the first press in Italy.'),
        item('1469', 'Venice, soon the busiest printing city in Europe.'),
        item('1470', 'Paris: the Sorbonne invites three printers into its walls.'),
        item('1473', 'Kraków and Budapest get their first presses.'),
        item('1476', 'Westminster: William Caxton prints in English.'),
        item('1483', 'Stockholm, the first press in Scandinavia.'),
        item('1500', 'More than 250 towns across Europe have a print shop.'),
      ],
      expect: ['timeline'],
    },
    {
      heading: 'The Print Revolution in Numbers',
      overview: 'Estimates from surviving books and shop records.',
      items: [
        item('20 million books', 'printed in Europe before 1501, more than all the scribes of the continent had produced in centuries.'),
        item('282 towns', 'had at least one printing press by the end of the fifteenth century.'),
        item('3,600 pages', 'a day from a single press, against a few pages a day from a scribe.'),
      ],
      expect: ['big-number', 'horizontal-row'],
    },
    {
      heading: 'The Print Shop Team',
      overview: 'A fifteenth-century shop was a small company with clear roles.',
      items: [
        item('Owner and master printer', 'Finds the money, chooses the books and answers to the guild.'),
        item('Compositors', 'Set the type, letter by letter, from the manuscript copy.'),
        item('Pressmen', 'Ink the forme and pull the press, in pairs.'),
        item('Proofreaders', 'Read the first sheets and mark errors before the run.'),
        item('Apprentices', 'Sort type, wet paper and learn the trade over seven years.'),
      ],
      expect: ['hierarchy-tree'],
    },
    {
      heading: 'Aspects of Life That Print Transformed',
      overview: 'Cheap books changed more than reading.',
      items: [
        item('Religion', 'Luther’s pamphlets sold by the hundred thousand.'),
        item('Science', 'Identical diagrams let scholars check each other’s work.'),
        item('Language', 'Printers fixed spellings and national languages.'),
        item('Schooling', 'Primers put reading within reach of merchants’ children.'),
        item('News', 'Broadsheets carried events across borders in weeks.'),
      ],
      expect: ['mind-map'],
    },
    {
      heading: 'Who Could Read in 1500',
      overview: 'Literacy formed a pyramid, narrow at the top and broad at the base.',
      items: [
        item('Scholars and clergy', 'Read Latin fluently and owned the most books.'),
        item('Merchants and lawyers', 'Read their own language for trade and contracts.'),
        item('Skilled artisans', 'Could often read a little, rarely write.'),
        item('Peasants', 'The great majority, who heard texts read aloud.'),
      ],
      expect: ['pyramid'],
    },
    {
      heading: 'Publishing Then and Now',
      overview: 'The questions stay the same; the tools keep changing.',
      items: [
        item('Then: the press', 'A print run took weeks, and a book reached a few hundred readers in one region.'),
        item('Now: the screen', 'A text is published in seconds and read worldwide the same afternoon.'),
      ],
      expect: ['before-after'],
    },
    {
      heading: 'Lessons for Innovators Today',
      overview: 'What Gutenberg’s story still teaches.',
      items: [
        item('Combine what exists', 'The press joined the wine press, metal casting and oil ink.'),
        item('Mind the money', 'Gutenberg lost his shop to his own investor.'),
        item('Standards spread', 'Identical copies built trust in the new medium.'),
      ],
      expect: ['horizontal-row'],
    },
  ],
};
