/** An onboarding guide for new employees (see fixtures.ts). */
import { item, type FixtureDeck } from './fixture-types';

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
