/** A results deck: a bakery chain's third quarter (see fixtures.ts). */
import { item, type FixtureDeck } from './fixture-types';

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
