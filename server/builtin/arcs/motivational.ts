/** Motivational arc: the vision -> the challenge -> stories -> mindset -> action steps -> call to action. */
import { GENERAL_ASPECTS } from './aspects-general';
import type { ToneArc } from './types';

export const MOTIVATIONAL: ToneArc = {
  insertAfter: 'community',
  aspects: GENERAL_ASPECTS,
  frame: {
    subtopics: [
      ['What’s Possible', 'star'],
      ['The Obstacle', 'mountain'],
      ['A Story of Change', 'person'],
      ['Your Move', 'footprints'],
      ['Keep Going', 'fire'],
      ['Together', 'handshake'],
    ],
  },
  stages: [
    {
      key: 'vision', rank: 1, icon: 'mountain peak', image: 'a sunrise over a mountain summit symbolising {t}',
      headings: ['The Vision for {T}', 'Imagine What {T} Can Be', 'Why {T} Deserve{s} Our Best'],
      subtopics: [
        ['The Big Picture', 'mountain'],
        ['Why Now', 'clock'],
        ['Who Benefits', 'people'],
        ['What Changes', 'sunrise'],
        ['A Shared Goal', 'handshake'],
      ],
    },
    {
      key: 'purpose', rank: 7, icon: 'heart', image: 'a person reflecting on what {t} means to them',
      headings: ['The Why Behind {T}', 'Finding Purpose in {T}', 'What Makes {T} Worth It'],
      subtopics: [
        ['Your Personal Why', 'heart'],
        ['The Bigger Why', 'globe'],
        ['Values in Action', 'compass'],
        ['When Motivation Dips', 'battery'],
        ['A Reminder', 'bookmark'],
      ],
    },
    {
      key: 'challenge', rank: 3, icon: 'mountain', image: 'a climber facing a steep cliff, representing {t}',
      headings: ['The Challenge of {T}', 'Facing the Hard Truths About {T}', 'What Stands in the Way of {T}'],
      subtopics: [
        ['The Real Obstacle', 'mountain'],
        ['Old Habits', 'loop'],
        ['Limited Resources', 'hourglass'],
        ['Doubt', 'cloud'],
        ['The Turning Point', 'arrow up'],
      ],
    },
    {
      key: 'stories', rank: 6, icon: 'book open', image: 'a person celebrating a personal breakthrough in {t}',
      headings: ['Stories of {T}', 'People Who Made {T} Happen', 'Inspiring Journeys in {T}'],
      subtopics: [
        ['The Underdog', 'person'],
        ['The Comeback', 'refresh'],
        ['The Team Effort', 'people'],
        ['The Small Start', 'seedling'],
        ['The Lesson', 'lightbulb'],
      ],
    },
    {
      key: 'mindset', rank: 5, icon: 'brain', image: 'a confident person looking toward the horizon, thinking about {t}',
      headings: ['The Mindset for {T}', 'Thinking Differently About {T}', 'A Growth Mindset for {T}'],
      subtopics: [
        ['Believe It Can Change', 'seedling'],
        ['Embrace Setbacks', 'refresh'],
        ['Stay Curious', 'question'],
        ['Focus on Progress', 'bar chart'],
        ['Own Your Part', 'hand'],
      ],
    },
    {
      key: 'resilience', rank: 9, icon: 'shield', image: 'a runner getting back up after a fall, symbolising {t}',
      headings: ['Overcoming Setbacks in {T}', 'Resilience and {T}', 'Bouncing Back on the Road to {T}'],
      subtopics: [
        ['Expect Obstacles', 'map'],
        ['Learn Fast', 'lightbulb'],
        ['Reset and Recharge', 'battery'],
        ['Ask for Help', 'handshake'],
        ['Keep Perspective', 'mountain'],
      ],
    },
    {
      key: 'wins', rank: 8, icon: 'trophy', image: 'a team celebrating a small victory in {t}',
      headings: ['Small Wins in {T}', 'Building Momentum With {T}', 'The Power of Progress in {T}'],
      subtopics: [
        ['Quick Wins', 'lightning'],
        ['Compounding Effort', 'bar chart'],
        ['Visible Progress', 'eye'],
        ['Shared Wins', 'people'],
        ['Keeping the Streak', 'fire'],
      ],
    },
    {
      key: 'community', rank: 10, icon: 'people group', image: 'a group of people working together on {t}',
      headings: ['Building Community Around {T}', 'Stronger Together: {T}', 'The People Who Power {T}'],
      subtopics: [
        ['Find Your People', 'people'],
        ['Mentors', 'compass'],
        ['Accountability Partners', 'handshake'],
        ['Give Back', 'heart'],
        ['Celebrate Together', 'party popper'],
      ],
    },
    {
      key: 'action', rank: 4, icon: 'footprints', image: 'a person taking the first step on a path toward {t}',
      headings: ['Action Steps for {T}', 'Turning {T} Into Action', 'Your Plan for {T}'],
      subtopics: [
        ['Start Small', 'footprints'],
        ['Build a Habit', 'calendar'],
        ['Find Allies', 'handshake'],
        ['Track Progress', 'bar chart'],
        ['Celebrate Wins', 'trophy'],
      ],
    },
    {
      key: 'cta', rank: 2, icon: 'megaphone', image: 'a crowd raising their hands, ready to act on {t}',
      headings: ['The Call to Action: {T}', 'Your Move: {T}', 'Now Is the Time for {T}'],
      subtopics: [
        ['Commit Today', 'check'],
        ['Tell Someone', 'megaphone'],
        ['Invite Others', 'people'],
        ['Look Ahead', 'telescope'],
        ['Begin', 'rocket'],
      ],
    },
  ],
};
