/** Motivational arc: the vision -> the challenge -> stories -> mindset -> action steps -> call to action. */
import { GENERAL_ASPECTS } from './aspects-general';
import type { ToneArc } from './types';

export const MOTIVATIONAL: ToneArc = {
  insertAfter: 'community',
  aspects: GENERAL_ASPECTS,
  description: [
    'An energising talk on {t}: the vision, the challenges and the concrete steps to get there.',
    'A call to action on {t}, with real stories, the right mindset and practical next steps.',
  ],
  extras: [
    'Small and specific beats big and vague.',
    'It starts with a single decision.',
    'Everyone in the room can do this.',
    'Progress here builds confidence for the next step.',
    'It matters more than it first appears.',
    'This is where momentum begins.',
    'The first step is always the hardest.',
    'Others have done it, and so can we.',
    'It turns intention into action.',
    'Consistency makes all the difference here.',
    'It is easier together than alone.',
    'Each small win adds up.',
  ],
  frame: {
    lead: [
      'Through the lens of {a}, {t} become{s} personal.',
      'Every step forward in {t} also touches {a}.',
    ],
    more: [
      'This is where good intentions turn into visible progress.',
      'The people who make a difference here start small and keep going.',
      'Your part in it may be bigger than you think.',
    ],
    subtopics: [
      ['What’s Possible', 'The best outcome we can imagine for {t} and {a}.', 'star'],
      ['The Obstacle', 'The real difficulty with {a}, named honestly.', 'mountain'],
      ['A Story of Change', 'Someone who made progress on {a}, and how they did it.', 'person'],
      ['Your Move', 'One action on {a} you can take starting this week.', 'footprints'],
      ['Keep Going', 'How to stay motivated when progress on {a} feels slow.', 'fire'],
      ['Together', 'Why {a} improves faster when people join forces.', 'handshake'],
    ],
  },
  stages: [
    {
      key: 'vision', rank: 1, icon: 'mountain peak', image: 'a sunrise over a mountain summit symbolising {t}',
      headings: ['The Vision for {T}', 'Imagine What {T} Can Be', 'Why {T} Deserve{s} Our Best'],
      lead: [
        'Picture what becomes possible when we commit fully to {t}.',
        'Every great change starts with a clear picture of where we want to go.',
      ],
      more: [
        'This vision is ambitious on purpose: small goals rarely inspire big effort.',
        'It gives every later step a reason and a direction.',
        'Hold on to it; the rest of this talk is about getting there.',
      ],
      subtopics: [
        ['The Big Picture', 'What success with {t} looks like when we get it right.', 'mountain'],
        ['Why Now', 'What makes this the right moment to act on {t}.', 'clock'],
        ['Who Benefits', 'The people whose lives improve when we succeed.', 'people'],
        ['What Changes', 'How things look different one year from today.', 'sunrise'],
        ['A Shared Goal', 'A vision everyone in the room can own.', 'handshake'],
      ],
    },
    {
      key: 'purpose', rank: 7, icon: 'heart', image: 'a person reflecting on what {t} means to them',
      headings: ['The Why Behind {T}', 'Finding Purpose in {T}', 'What Makes {T} Worth It'],
      lead: [
        'Purpose is the fuel that keeps effort going when motivation runs low.',
        'Knowing why {t} matters to you makes every step easier.',
      ],
      more: [
        'A clear why survives bad days and slow weeks.',
        'Purpose is personal, but it grows stronger when shared.',
        'Write yours in one sentence and keep it where you can see it.',
      ],
      subtopics: [
        ['Your Personal Why', 'The reason {t} matters to you, in your own words.', 'heart'],
        ['The Bigger Why', 'How {t} connect{s} to something larger than any one of us.', 'globe'],
        ['Values in Action', 'The values that {t} let{s} us live out.', 'compass'],
        ['When Motivation Dips', 'Coming back to purpose on the hard days.', 'battery'],
        ['A Reminder', 'One line to return to whenever doubt creeps in.', 'bookmark'],
      ],
    },
    {
      key: 'challenge', rank: 3, icon: 'mountain', image: 'a climber facing a steep cliff, representing {t}',
      headings: ['The Challenge of {T}', 'Facing the Hard Truths About {T}', 'What Stands in the Way of {T}'],
      lead: [
        'The road to {t} is not easy, and pretending otherwise helps no one.',
        'Real progress on {t} starts by naming the obstacles honestly.',
      ],
      more: [
        'Challenges are not reasons to stop; they are the work itself.',
        'Most obstacles look smaller once they are broken into parts.',
        'Those who succeed faced the same difficulties and kept going.',
      ],
      subtopics: [
        ['The Real Obstacle', 'The single biggest barrier between us and {t}.', 'mountain'],
        ['Old Habits', 'The routines that keep us where we are.', 'loop'],
        ['Limited Resources', 'Doing more with the time, money and energy we have.', 'hourglass'],
        ['Doubt', 'The quiet voice that says it cannot be done.', 'cloud'],
        ['The Turning Point', 'The moment a challenge becomes an opportunity.', 'arrow up'],
      ],
    },
    {
      key: 'stories', rank: 6, icon: 'book open', image: 'a person celebrating a personal breakthrough in {t}',
      headings: ['Stories of {T}', 'People Who Made {T} Happen', 'Inspiring Journeys in {T}'],
      lead: [
        'Stories prove that progress on {t} is possible, because someone has already made it.',
        'Behind every success with {t} is a person who decided to start.',
      ],
      more: [
        'None of them had a perfect plan; they had persistence.',
        'Their setbacks are as instructive as their wins.',
        'Each story holds a lesson we can use today.',
      ],
      subtopics: [
        ['The Underdog', 'Someone who started with little and achieved a lot.', 'person'],
        ['The Comeback', 'A setback that turned into the start of something better.', 'refresh'],
        ['The Team Effort', 'What a group achieved together that no one could alone.', 'people'],
        ['The Small Start', 'A tiny first step that grew into real change.', 'seedling'],
        ['The Lesson', 'What these stories teach us about {t}.', 'lightbulb'],
      ],
    },
    {
      key: 'mindset', rank: 5, icon: 'brain', image: 'a confident person looking toward the horizon, thinking about {t}',
      headings: ['The Mindset for {T}', 'Thinking Differently About {T}', 'A Growth Mindset for {T}'],
      lead: [
        'Success with {t} starts in the mind.',
        'The right mindset turns obstacles on the road to {t} into stepping stones.',
      ],
      more: [
        'Mindset is a skill: it can be practised and strengthened.',
        'Curiosity beats fear, and consistency beats intensity.',
        'Progress, not perfection, is the goal.',
      ],
      subtopics: [
        ['Believe It Can Change', 'Abilities grow with effort and good feedback.', 'seedling'],
        ['Embrace Setbacks', 'Mistakes are information, not verdicts.', 'refresh'],
        ['Stay Curious', 'Better questions matter more than fear of wrong answers.', 'question'],
        ['Focus on Progress', 'Measure how far you have come, not how far is left.', 'bar chart'],
        ['Own Your Part', 'Take responsibility for the next step, however small.', 'hand'],
      ],
    },
    {
      key: 'resilience', rank: 9, icon: 'shield', image: 'a runner getting back up after a fall, symbolising {t}',
      headings: ['Overcoming Setbacks in {T}', 'Resilience and {T}', 'Bouncing Back on the Road to {T}'],
      lead: [
        'Setbacks are part of every journey toward {t}.',
        'Resilience is what separates those who reach their goals from those who stop.',
      ],
      more: [
        'Every failure carries information for the next attempt.',
        'Rest is part of resilience, not the opposite of it.',
        'Support from others makes setbacks smaller.',
      ],
      subtopics: [
        ['Expect Obstacles', 'Plan for the bumps before they arrive.', 'map'],
        ['Learn Fast', 'Turn each setback into one concrete lesson.', 'lightbulb'],
        ['Reset and Recharge', 'Rest so you can come back stronger.', 'battery'],
        ['Ask for Help', 'Strength includes knowing when to lean on others.', 'handshake'],
        ['Keep Perspective', 'Remember how far you have already come.', 'mountain'],
      ],
    },
    {
      key: 'wins', rank: 8, icon: 'trophy', image: 'a team celebrating a small victory in {t}',
      headings: ['Small Wins in {T}', 'Building Momentum With {T}', 'The Power of Progress in {T}'],
      lead: [
        'Small wins compound into big results.',
        'Momentum on {t} comes from many small victories, not one giant leap.',
      ],
      more: [
        'Each completed step makes the next one easier.',
        'Visible progress keeps teams and individuals motivated.',
        'Celebrate early and often.',
      ],
      subtopics: [
        ['Quick Wins', 'Easy improvements you can make right away.', 'lightning'],
        ['Compounding Effort', 'How small gains add up over weeks and months.', 'bar chart'],
        ['Visible Progress', 'Ways to make progress easy to see.', 'eye'],
        ['Shared Wins', 'Celebrating as a team builds trust.', 'people'],
        ['Keeping the Streak', 'Protecting your routine when life gets busy.', 'fire'],
      ],
    },
    {
      key: 'community', rank: 10, icon: 'people group', image: 'a group of people working together on {t}',
      headings: ['Building Community Around {T}', 'Stronger Together: {T}', 'The People Who Power {T}'],
      lead: [
        'No one achieves {t} alone.',
        'Community turns individual effort into a movement.',
      ],
      more: [
        'The right people multiply energy and ideas.',
        'Mentors shorten the path; peers keep us honest.',
        'Giving support is as powerful as receiving it.',
      ],
      subtopics: [
        ['Find Your People', 'Where to meet others who care about {t}.', 'people'],
        ['Mentors', 'Learning from those a few steps ahead.', 'compass'],
        ['Accountability Partners', 'Someone who checks in on your progress.', 'handshake'],
        ['Give Back', 'Helping others grow strengthens your own commitment.', 'heart'],
        ['Celebrate Together', 'Shared milestones make the journey memorable.', 'party popper'],
      ],
    },
    {
      key: 'action', rank: 4, icon: 'footprints', image: 'a person taking the first step on a path toward {t}',
      headings: ['Action Steps for {T}', 'Turning {T} Into Action', 'Your Plan for {T}'],
      lead: [
        'Inspiration fades; action lasts. Here is how to move forward with {t}.',
        'Big goals around {t} become real through small, concrete steps.',
      ],
      more: [
        'Start this week, not someday.',
        'Write each step down and share it with someone who will ask about it.',
        'Celebrate every step completed; momentum is built one win at a time.',
      ],
      subtopics: [
        ['Start Small', 'One action you can complete in the next 24 hours.', 'footprints'],
        ['Build a Habit', 'A daily or weekly routine that keeps {t} moving.', 'calendar'],
        ['Find Allies', 'People who will support you and hold you accountable.', 'handshake'],
        ['Track Progress', 'A simple way to see how far you have come.', 'bar chart'],
        ['Celebrate Wins', 'Marking milestones keeps motivation high.', 'trophy'],
      ],
    },
    {
      key: 'cta', rank: 2, icon: 'megaphone', image: 'a crowd raising their hands, ready to act on {t}',
      headings: ['The Call to Action: {T}', 'Your Move: {T}', 'Now Is the Time for {T}'],
      lead: [
        'The moment to act on {t} is now.',
        'Everything in this talk comes down to one decision: to begin.',
      ],
      more: [
        'You do not need permission, only a first step.',
        'Together, small commitments add up to real change.',
        'Leave today with one promise to yourself, and keep it.',
      ],
      subtopics: [
        ['Commit Today', 'Choose one action and name the day you will take it.', 'check'],
        ['Tell Someone', 'Share your commitment to make it real.', 'megaphone'],
        ['Invite Others', 'Bring one more person along on the journey.', 'people'],
        ['Look Ahead', 'Picture where {t} can take you in a year.', 'telescope'],
        ['Begin', 'The best time was yesterday; the next best is now.', 'rocket'],
      ],
    },
  ],
};
