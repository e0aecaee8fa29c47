/**
 * Thirty slide subjects (headings from the fixture decks in
 * src/core/layouts/choose/fixtures.ts and from real documents, with the
 * image prompts a writer produces for them) and, for each, a search answer
 * written by hand in the service's real shape (Openverse's results,
 * Wikimedia Commons' pages or Pexels' photos), small: the right picture,
 * near misses sharing a word, and off-subject noise, in the order a search
 * engine might give them. `first` is the picture a person would put on the
 * slide, or null when none of them shows the subject.
 */

export interface RelevanceCase {
  heading: string;
  prompt: string;
  language?: string;
  orientation?: 'landscape' | 'portrait' | 'square';
  /** The query the builder should make. */
  query: string;
  source: 'openverse' | 'wikimedia' | 'pexels';
  /** [id, title, tags (comma-separated), width, height] in the service's order. */
  hits: Array<[string, string, string, number, number]>;
  first: string | null;
}

export const RELEVANCE_CASES: RelevanceCase[] = [
  // The printing-press deck.
  { heading: 'Books Before Gutenberg', prompt: 'A medieval monk copying a manuscript by candlelight in a scriptorium', query: 'medieval monk manuscript candlelight', source: 'openverse',
    hits: [['c1', 'Candle flame close-up', 'candle, candlelight, flame', 1600, 1067], ['m1', 'Monk writing in the scriptorium', 'monk, manuscript, medieval, scriptorium, writing', 1600, 1200], ['m2', 'Medieval castle ruins', 'medieval, castle', 1600, 1067]], first: 'm1' },
  { heading: 'Manuscript vs Print', prompt: 'An illuminated manuscript page next to an early printed book', query: 'illuminated manuscript page printed', source: 'wikimedia',
    hits: [['201', 'Book of Kells folio', 'illuminated manuscripts, book of kells, manuscript page', 1280, 1700], ['202', 'Page of a modern notebook', 'notebook, page', 1600, 1067]], first: '201' },
  { heading: "Gutenberg's Life in Five Dates", prompt: 'Portrait engraving of Johannes Gutenberg', query: 'portrait engraving johannes gutenberg', source: 'wikimedia',
    hits: [['301', 'Johannes Gutenberg, 16th-century engraving', 'johannes gutenberg, engravings, portraits', 1000, 1300], ['302', 'Gutenberg Museum entrance', 'gutenberg museum, mainz', 1600, 1067]], first: '301' },
  { heading: 'How a Page Was Printed', prompt: 'Hands holding a type mould beside a wooden printing press', query: 'hands type mould printing', source: 'openverse',
    hits: [['h1', 'Hands holding a coffee cup', 'hands, coffee, cup', 1600, 1067], ['t1', 'Type mould for casting letters', 'type mould, typefounding, printing, hands', 1600, 1067], ['p1', 'Wooden printing press replica', 'printing press, wood', 1600, 1067]], first: 't1' },
  { heading: 'Presses Spread Across Europe', prompt: 'A busy early modern print shop with several presses', query: 'busy print shop presses', source: 'openverse',
    hits: [['s1', 'Print shop in 1568, woodcut by Jost Amman', 'print shop, printing, woodcut, early modern', 1400, 1000], ['s2', 'Busy shopping street', 'busy, shop, street', 1600, 1067]], first: 's1' },
  { heading: 'The Print Revolution in Numbers', prompt: 'Stacks of early printed books in a library', query: 'stacks printed books library', source: 'openverse',
    hits: [['b1', 'Incunabula on library shelves', 'books, printed books, incunabula, library, stacks', 1600, 1067], ['b2', 'Stack of pancakes', 'stacks, pancakes', 1600, 1067]], first: 'b1' },
  { heading: 'The Print Shop Team', prompt: 'Printers working together at a hand press', query: 'printers together hand press', source: 'openverse',
    hits: [['w1', 'Printers at work on a hand press, engraving', 'printers, hand press, printing, working', 1600, 1100], ['w2', 'Team working together at laptops', 'team, working, together, laptops', 1600, 1067]], first: 'w1' },
  { heading: 'Who Could Read in 1500', prompt: 'A scholar reading a book at a desk by a window', query: 'scholar reading book desk', source: 'openverse',
    hits: [['r1', 'Saint Jerome in his study', 'scholar, reading, book, desk, painting', 1300, 1600], ['r2', 'Desk lamp', 'desk, lamp', 1600, 1067]], first: 'r1' },
  { heading: 'Publishing Then and Now', prompt: 'An old letterpress next to a modern e-reader', query: 'letterpress e-reader', source: 'pexels',
    hits: [['4001', 'Letterpress printing machine in an old workshop', '', 1600, 1067], ['4002', 'Person reading on an e-reader', '', 1600, 1067]], first: '4001' },
  { heading: 'Lessons for Innovators Today', prompt: 'A modern printing press in a factory', query: 'printing press factory', source: 'pexels',
    hits: [['4101', 'Industrial printing press in a newspaper factory', '', 1600, 1067], ['4102', 'Press conference room', '', 1600, 1067], ['4103', 'Factory workers on an assembly line', '', 1600, 1067]], first: '4101' },
  // The bakery-chain deck.
  { heading: 'Q3 at a Glance', prompt: 'A bakery exterior with a queue of customers', query: 'bakery exterior queue customers', source: 'openverse',
    hits: [['k1', 'Queue outside a Paris bakery', 'bakery, queue, customers, storefront, exterior', 1600, 1067], ['k2', 'Airport security queue', 'queue, airport', 1600, 1067]], first: 'k1' },
  { heading: 'Revenue by Quarter', prompt: 'A rising bar chart of quarterly revenue', query: 'rising bar chart revenue', source: 'openverse',
    hits: [['x1', 'Bar in a pub', 'bar, pub, beer', 1600, 1067], ['x2', 'Chart of the English Channel, 1750', 'chart, map, nautical', 1600, 1200]], first: null },
  { heading: 'Store Openings This Quarter', prompt: 'A new bakery shop front on opening day with balloons', query: 'bakery shop front day', source: 'pexels',
    hits: [['4201', 'Bakery shop front with bread in the window', '', 1600, 1067], ['4202', 'Balloons at a birthday party', '', 1600, 1067]], first: '4201' },
  { heading: 'Before and After the New Ovens', prompt: 'Bakers loading bread into a large modern deck oven', query: 'bakers bread deck oven', source: 'pexels',
    hits: [['4301', 'Microwave oven in a kitchen', '', 1600, 1067], ['4302', 'Baker loading bread into an oven', '', 1600, 1067]], first: '4302' },
  { heading: 'Leadership Team', prompt: 'A small leadership team meeting in a bright office', query: 'leadership team meeting office', source: 'pexels',
    hits: [['4401', 'Business team meeting around a table', '', 1600, 1067], ['4402', 'Empty office at night', '', 1600, 1067]], first: '4401' },
  { heading: 'Delivery Apps: Pros and Cons', prompt: 'A courier on a bicycle delivering a bakery order', query: 'courier bicycle bakery order', source: 'pexels',
    hits: [['4501', 'Food courier riding a bicycle in the city', '', 1600, 1067], ['4502', 'Bicycle parked by a wall', '', 1600, 1067]], first: '4501' },
  // The onboarding deck.
  { heading: 'Your Onboarding in Five Steps', prompt: 'A new employee being welcomed at the office reception', query: 'employee welcomed office reception', source: 'openverse',
    hits: [['o1', 'Reception desk of an office', 'reception, office, desk', 1600, 1067], ['o2', 'New employee welcomed by colleagues', 'new employee, onboarding, office, welcome', 1600, 1067]], first: 'o2' },
  { heading: 'Your First Week', prompt: 'A laptop and a welcome pack on a desk', query: 'laptop welcome pack desk', source: 'pexels',
    hits: [['4601', 'Laptop and notebook on a wooden desk', '', 1600, 1067], ['4602', 'Welcome mat at a front door', '', 1600, 1067]], first: '4601' },
  { heading: 'Who Is Who in Your Team', prompt: 'A diverse team smiling together in an office', query: 'diverse team together office', source: 'pexels',
    hits: [['4701', 'Diverse team of colleagues smiling together', '', 1200, 1200], ['4702', 'Football team celebrating', '', 1600, 1067]], first: '4701' },
  { heading: 'Tools You Will Use', prompt: 'A laptop screen showing a chat app and a calendar', query: 'laptop screen chat app', source: 'pexels',
    hits: [['4801', 'Laptop screen with a chat application open', '', 1600, 1067], ['4802', 'Wall calendar', '', 1000, 1500]], first: '4801' },
  { heading: 'The Feedback Cycle', prompt: 'Two colleagues having a one-to-one conversation over coffee', query: 'colleagues one-to-one conversation coffee', source: 'pexels',
    hits: [['4901', 'Two colleagues talking over coffee', '', 1600, 1067], ['4902', 'Coffee beans', '', 1600, 1067]], first: '4901' },
  // Real documents: the ocean-plastic briefing, a reef study, bees, a city plan, a history lecture.
  { heading: 'Where the Plastic Goes', prompt: 'Plastic bottles and bags washed up on a beach', query: 'plastic bottles bags washed', source: 'openverse',
    hits: [['p2', 'Beach at sunset', 'beach, sunset, sea', 1600, 1067], ['p3', 'Plastic waste on the shore', 'plastic, bottles, bags, pollution, beach', 1600, 1067]], first: 'p3' },
  { heading: 'The Great Pacific Garbage Patch', prompt: 'Floating plastic debris in the open ocean', query: 'plastic debris open ocean', source: 'wikimedia',
    hits: [['501', 'Marine debris floating in the Pacific', 'marine debris, plastic pollution, floating, ocean', 1600, 1067], ['502', 'Open-air market', 'open-air markets', 1600, 1067]], first: '501' },
  { heading: 'Coral Reefs at Risk', prompt: 'A bleached coral reef with a few fish', query: 'bleached coral reef fish', source: 'openverse',
    hits: [['r3', 'Coral bleaching on the Great Barrier Reef', 'coral, bleaching, bleached, reef, fish', 1600, 1067], ['r4', 'Healthy coral reef', 'coral, reef, fish', 1600, 1067], ['r5', 'Reef knot', 'knot, reef knot, rope', 1600, 1067]], first: 'r3' },
  { heading: 'Why Bees Matter', prompt: 'A honey bee pollinating a sunflower', query: 'honey bee pollinating sunflower', source: 'openverse',
    hits: [['e1', 'Bee on sunflower', 'bee, honey bee, sunflower, pollination, pollinating', 1600, 1200], ['e2', 'Jar of honey', 'honey, jar', 1200, 1600]], first: 'e1' },
  { heading: 'Cycling in the City', prompt: 'Cyclists on a protected bike lane in a city street', language: 'en-GB', query: 'cyclists protected bike city', source: 'wikimedia',
    hits: [['601', 'Protected bike lane in Copenhagen with cyclists', 'cycle lanes, cyclists, copenhagen, bike lane', 1600, 1067], ['602', 'Lane in the countryside', 'lanes, countryside', 1600, 1067]], first: '601' },
  { heading: 'Les récifs coralliens', prompt: 'A colourful coral reef with tropical fish', language: 'fr-FR', query: 'coral reef tropical fish', source: 'openverse',
    hits: [['f1', 'Tropical fish over a coral reef', 'coral reef, tropical fish, underwater', 1600, 1067], ['f2', 'Fish market', 'fish, market', 1600, 1067]], first: 'f1' },
  { heading: 'Die Druckerpresse', prompt: 'Gutenberg printing press replica in a museum', language: 'de-DE', query: 'gutenberg press replica museum', source: 'wikimedia',
    hits: [['701', 'Replica of the Gutenberg press, Mainz', 'gutenberg museum, printing press, replica', 1600, 1200], ['702', 'Museum hall', 'museums', 1600, 1067]], first: '701' },
  { heading: 'The Fall of Rome', prompt: 'Ruins of the Roman Forum at sunset', query: 'ruins roman forum sunset', source: 'openverse',
    hits: [['q1', 'Roman Forum ruins', 'roman forum, ruins, rome', 1600, 1067], ['q2', 'Internet forum screenshot', 'forum, internet', 1600, 1067], ['q3', 'Tiny Roman coin', 'roman, coin', 150, 150]], first: 'q1' },
  { heading: 'Portrait Slot Example', prompt: 'A lighthouse on a rocky coast', orientation: 'portrait', query: 'lighthouse rocky coast', source: 'openverse',
    hits: [['l1', 'Lighthouse on a rocky coast', 'lighthouse, rocky coast, sea', 1600, 1067], ['l2', 'Lighthouse on the rocky coast of Maine', 'lighthouse, rocky coast, maine', 1000, 1500]], first: 'l2' },
];
