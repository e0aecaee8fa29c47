/**
 * Three decks written as a good model would write them (a history, a
 * quarter's results, an onboarding guide), each slide with the layout a
 * designer would give it. The chooser's tests and `npm run bench -- design`
 * both read them: the bench prints how often the chooser agrees, the tests
 * keep that agreement from slipping.
 */
import type { LayoutItem } from '../types';

/** One slide and the layout it should get. */
export interface FixtureSlide {
  heading: string;
  overview: string;
  items: readonly LayoutItem[];
  /**
   * The expected layout: the first of these that is registered, so a slide
   * can expect a layout that does not exist yet ('big-number') and what
   * stands in for it meanwhile.
   */
  expect: readonly string[];
}

/** A deck of fixture slides (the title slide is not among them). */
export interface FixtureDeck {
  name: string;
  title: string;
  slides: readonly FixtureSlide[];
}

const item = (heading: string, overview: string): LayoutItem => ({ heading, overview });

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

export const BAKERY_Q3: FixtureDeck = {
  name: 'bakery-q3',
  title: 'Golden Crust Bakeries: Q3 2024 Results',
  slides: [
    {
      heading: 'Q3 at a Glance',
      overview: 'Our strongest quarter since the chain was founded.',
      items: [
        item('$38.6M revenue', 'Up 7.4% on Q3 last year, ahead of plan by $1.2M.'),
        item('31.5% gross margin', '+1.8 pp, thanks to lower flour prices and less waste.'),
        item('52 stores', 'Three openings this quarter, no closures.'),
        item('1.9M loaves sold', 'Sourdough is now a third of all bread sales.'),
      ],
      expect: ['big-number', 'horizontal-row'],
    },
    {
      heading: 'Revenue by Quarter',
      overview: 'Four quarters of steady growth.',
      items: [
        item('Q4 2023', '$34.1M, lifted by the holiday gift boxes.'),
        item('Q1 2024', '$33.0M, a quiet winter as expected.'),
        item('Q2 2024', '$36.2M after the spring menu launch.'),
        item('Q3 2024', '$38.6M, our best quarter yet.'),
      ],
      expect: ['horizontal-timeline'],
    },
    {
      heading: 'Q3 Month by Month',
      overview: 'Summer started slow and finished strong.',
      items: [
        item('July', 'Heatwave weeks cut morning traffic by 6%; iced drinks made up part of it.'),
        item('August', 'Tourist season and the new Old Town store drove a record month.'),
        item('September', 'Back-to-school lunch orders grew 22% on last year.'),
      ],
      expect: ['horizontal-timeline'],
    },
    {
      heading: 'Store Openings This Quarter',
      overview: 'Three new stores, all trading above plan.',
      items: [
        item('12 July: Riverside', 'Our first store with a drive-through window.'),
        item('3 August: Old Town', 'A small-format café in the historic centre.'),
        item('28 September: Airport', 'Open from 5 am for early flights.'),
      ],
      // The third dated slide in a row: the deck pass turns the timeline upright.
      expect: ['vertical-timeline'],
    },
    {
      heading: 'Regional Performance',
      overview: 'Every region grew, but not at the same pace.',
      items: [
        item('North', 'Sales up 9% on the strength of the two new city stores and longer weekend opening hours.'),
        item('South', 'Sales up 4%; the summer heat kept customers away from our older stores without air conditioning.'),
        item('Coast', 'Sales up 12%, our best region, with tourist traffic well above the last three summers.'),
        item('Online', 'Pre-orders up 31% after the app redesign; pickup now accounts for one order in eight across the chain.'),
      ],
      expect: ['grid'],
    },
    {
      heading: 'Before and After the New Ovens',
      overview: 'Six stores switched to deck ovens with steam injection in June.',
      items: [
        item('Before', 'Forty-minute bake cycles, uneven crusts and a third of the evening bread thrown away.'),
        item('After', 'Twenty-six-minute cycles, consistent crusts and waste down to one loaf in ten.'),
      ],
      expect: ['before-after'],
    },
    {
      heading: 'Leadership Team',
      overview: 'Who runs Golden Crust.',
      items: [
        item('CEO – Maria Keller', 'Founded the first bakery in 2009 and leads the company.'),
        item('Head of Production – Tom Berger', 'Runs the central bakery and the night shifts.'),
        item('Head of Retail – Aisha Khan', 'Leads the 52 stores and the regional managers.'),
        item('CFO – Daniel Roth', 'Finance, purchasing and the new store pipeline.'),
      ],
      expect: ['hierarchy-tree'],
    },
    {
      heading: 'What Drove Growth',
      overview: 'Three things made the difference this quarter.',
      items: [
        item('The spring menu', 'Seasonal pastries brought lapsed customers back and raised the average basket from $7.90 to $8.60 per visit.'),
        item('Less waste', 'Better forecasting per store cut unsold bread by a quarter, which alone added almost a point of margin.'),
        item('New stores', 'The three openings traded above plan from their first week, helped by local launch events.'),
      ],
      expect: ['vertical-stack'],
    },
    {
      heading: 'Delivery Apps: Pros and Cons',
      overview: 'We tested two apps in twelve stores since May.',
      items: [
        item('Pros', 'New customers who never visited a store; busy lunch orders from offices nearby.'),
        item('Cons', 'A 30% commission wipes out the margin on bread; late couriers hurt reviews.'),
      ],
      expect: ['side-by-side'],
    },
    {
      heading: 'Priorities for Q4',
      overview: 'Where we focus until the end of the year.',
      items: [
        item('Holiday gift boxes', 'Launch on 1 November.'),
        item('Loyalty app', 'Reach 100,000 members.'),
        item('Energy costs', 'Renegotiate the oven contracts.'),
        item('Hiring', 'Fifty seasonal staff.'),
        item('Two openings', 'Harbour and University.'),
      ],
      expect: ['horizontal-row'],
    },
    {
      heading: 'Our Path to 60 Stores',
      overview: 'The plan the board approved in September.',
      items: [
        item('2025', 'Four openings in the North, where demand is proven.'),
        item('2026', 'Enter one new city with a cluster of three stores.'),
        item('2027', 'Reach 60 stores and a second central bakery.'),
      ],
      expect: ['horizontal-timeline'],
    },
  ],
};

export const ONBOARDING: FixtureDeck = {
  name: 'onboarding',
  title: 'Welcome to Northwind: Your First Weeks',
  slides: [
    {
      heading: 'Your Onboarding in Five Steps',
      overview: 'Everything you need to do before and after your first day.',
      items: [
        item('Step 1: Sign your contract', 'Sign it online; HR confirms within a day.'),
        item('Step 2: Set up your laptop', 'IT ships it to you a week before you start.'),
        item('Step 3: Meet your buddy', 'A colleague who answers the questions you would not ask your manager.'),
        item('Step 4: Complete the training', 'Security and privacy modules, about three hours.'),
        item('Step 5: Agree your goals', 'Set your 90-day goals with your manager.'),
      ],
      expect: ['process-flow'],
    },
    {
      heading: 'Your First Week',
      overview: 'A gentle start, with time to settle in.',
      items: [
        item('Monday', 'Welcome breakfast, badge and a tour of the office.'),
        item('Tuesday', 'Meet your team and set up your tools.'),
        item('Wednesday', 'Shadow a colleague on a real customer call.'),
        item('Thursday', 'Product deep dive with the product managers.'),
        item('Friday', 'Lunch with your buddy and a first check-in.'),
      ],
      expect: ['horizontal-timeline'],
    },
    {
      heading: 'Who Is Who in Your Team',
      overview: 'The people you will work with most.',
      items: [
        item('Head of Engineering – Sam Patel', 'Sets the technical direction for all product teams.'),
        item('Team lead – Lena Vogel', 'Your manager: weekly one-to-ones and your goals.'),
        item('Product manager – Jorge Ruiz', 'Decides what the team builds next.'),
        item('Your buddy – Kim Lee', 'Your first contact for everyday questions.'),
      ],
      expect: ['hierarchy-tree'],
    },
    {
      heading: "Do's and Don'ts in Your First Month",
      overview: 'Small habits that make a big difference.',
      items: [
        item('Do ask questions', 'Nobody expects you to know everything yet.'),
        item('Do write things down', 'Your notes become the next hire’s guide.'),
        item("Don't suffer in silence", 'If you are blocked for an hour, ask.'),
        item("Don't skip the one-to-ones", 'They are your time, not your manager’s.'),
      ],
      expect: ['side-by-side'],
    },
    {
      heading: 'Tools You Will Use',
      overview: 'All accounts are created before your first day.',
      items: [
        item('Slack', 'Chat and announcements.'),
        item('Google Workspace', 'Mail, calendar and documents.'),
        item('GitHub', 'Code and reviews.'),
        item('Linear', 'Tickets and planning.'),
        item('Figma', 'Designs and prototypes.'),
        item('1Password', 'Every password you need.'),
      ],
      expect: ['grid'],
    },
    {
      heading: 'The Pillars of Our Culture',
      overview: 'What we mean when we say "the Northwind way".',
      items: [
        item('Customers first', 'We start from their problem.'),
        item('Ownership', 'Whoever sees it, fixes it or flags it.'),
        item('Candour', 'Kind, direct feedback.'),
        item('Learning', 'Mistakes are how we get better.'),
      ],
      expect: ['mind-map'],
    },
    {
      heading: 'Career Levels',
      overview: 'How you grow at Northwind, from your first role upwards.',
      items: [
        item('Level 1: Associate', 'Learns the craft with close support.'),
        item('Level 2: Professional', 'Delivers independently.'),
        item('Level 3: Senior', 'Leads projects and mentors others.'),
        item('Level 4: Principal', 'Shapes the direction of a whole area.'),
      ],
      expect: ['pyramid'],
    },
    {
      heading: 'Your Benefits at a Glance',
      overview: 'From your first day, no waiting period.',
      items: [
        item('€1,500 learning budget', 'Books, courses and conferences every year.'),
        item('100% remote-friendly', 'Work from home or any of our three offices.'),
        item('€40 a month', 'Towards your gym or sports club.'),
      ],
      expect: ['big-number', 'horizontal-row'],
    },
    {
      heading: '5 Tips for a Great Start',
      overview: 'From people who started here last year.',
      items: [
        item('1. Book coffee chats', 'Meet one new colleague a day.'),
        item('2. Read the handbook', 'It answers most questions.'),
        item('3. Ship something small', 'A first fix in week one builds confidence.'),
        item('4. Keep a brag document', 'Note what you did each week.'),
        item('5. Take your breaks', 'The work will still be there.'),
      ],
      // Numbered, but tips: nothing has to come first, so not a process.
      expect: ['horizontal-row'],
    },
    {
      heading: 'Your First 90 Days',
      overview: 'What we expect, and when.',
      items: [
        item('Day 1', 'You know where things are and who to ask.'),
        item('Day 30', 'You have shipped your first change.'),
        item('Day 60', 'You own a small feature end to end.'),
        item('Day 90', 'You review others’ work and set your next goals.'),
      ],
      expect: ['horizontal-timeline'],
    },
    {
      heading: 'The Feedback Cycle',
      overview: 'How we improve, every two weeks.',
      items: [
        item('Plan', 'Agree what to try in the next sprint.'),
        item('Do', 'Build it and put it in front of users.'),
        item('Check', 'Look at the numbers and listen to feedback.'),
        item('Act', 'Keep what worked, drop what did not.'),
      ],
      expect: ['circular-6'],
    },
  ],
};

/** The three fixture decks. */
export const FIXTURE_DECKS: readonly FixtureDeck[] = [PRINTING_PRESS, BAKERY_Q3, ONBOARDING];
