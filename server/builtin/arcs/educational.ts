/** Educational arc: what it is -> why it matters -> key concepts -> examples -> misconceptions -> practice -> summary. */
import { GENERAL_ASPECTS } from './aspects-general';
import type { ToneArc } from './types';

export const EDUCATIONAL: ToneArc = {
  insertAfter: 'applications',
  aspects: GENERAL_ASPECTS,
  frame: {
    subtopics: [
      ['{A} in Brief', 'information'],
      ['The Connection', 'link'],
      ['A Telling Example', 'lightbulb'],
      ['Why This Angle Helps', 'eye'],
      ['Questions to Explore', 'question'],
      ['Key Takeaway', 'star'],
    ],
  },
  stages: [
    {
      key: 'basics', rank: 1, icon: 'open book', image: 'a bright classroom whiteboard introducing {t}',
      headings: ['Understanding {T}', '{T} at a Glance', '{T}: The Essentials'],
      subtopics: [
        ['A Plain Definition', 'dictionary'],
        ['Where the Name Comes From', 'scroll'],
        ['What It Covers', 'list'],
        ['What It Is Not', 'not equal'],
        ['Where You Meet It', 'map pin'],
      ],
    },
    {
      key: 'why', rank: 4, icon: 'target', image: 'people in everyday life affected by {t}',
      headings: ['Why {T} Matter{s}', 'The Significance of {T}', 'Why Learn About {T}?'],
      subtopics: [
        ['Everyday Impact', 'home'],
        ['A Wider Lens', 'globe'],
        ['Who Relies on It', 'people'],
        ['What Is at Stake', 'warning'],
        ['A Reason to Remember', 'star'],
      ],
    },
    {
      key: 'concepts', rank: 2, icon: 'puzzle pieces', image: 'a clear diagram explaining the key ideas of {t}',
      headings: ['Key Concepts of {T}', 'The Building Blocks of {T}', 'Core Ideas Behind {T}'],
      subtopics: [
        ['The Central Idea', 'target'],
        ['Essential Vocabulary', 'book'],
        ['How the Parts Connect', 'link'],
        ['Underlying Principles', 'scale'],
        ['A Helpful Model', 'diagram'],
      ],
    },
    {
      key: 'how', rank: 8, icon: 'gears', image: 'a step-by-step illustration of how {t} work{s}',
      headings: ['How {T} Work{s}', 'Inside {T}: Step by Step', 'The Mechanics of {T}'],
      subtopics: [
        ['The Starting Point', 'play'],
        ['Step by Step', 'steps'],
        ['Inputs and Outputs', 'arrows'],
        ['What Drives It', 'gear'],
        ['When It Breaks Down', 'broken link'],
      ],
    },
    {
      key: 'examples', rank: 5, icon: 'lightbulb', image: 'a real-world example of {t} in action',
      headings: ['{T} in Action', 'Examples of {T}', 'Seeing {T} at Work'],
      subtopics: [
        ['A Familiar Example', 'lightbulb'],
        ['A Surprising Example', 'sparkles'],
        ['A Historical Example', 'hourglass'],
        ['A Modern Example', 'smartphone'],
        ['What the Examples Share', 'link'],
      ],
    },
    {
      key: 'applications', rank: 9, icon: 'factory', image: 'professionals applying {t} at work',
      headings: ['Real-World Applications of {T}', '{T} Beyond the Classroom', 'Putting {T} to Use'],
      subtopics: [
        ['In Industry', 'factory'],
        ['In Science and Research', 'microscope'],
        ['In Daily Life', 'home'],
        ['In Public Policy', 'building'],
        ['Emerging Uses', 'rocket'],
      ],
    },
    {
      key: 'myths', rank: 6, icon: 'question mark', image: 'a myth versus fact board about {t}',
      headings: ['Common Misconceptions About {T}', 'Myths and Facts About {T}', 'What People Get Wrong About {T}'],
      subtopics: [
        ['The Most Common Myth', 'question'],
        ['Where the Confusion Starts', 'maze'],
        ['A Closer Look', 'magnifying glass'],
        ['Oversimplified, Not Wrong', 'scale'],
        ['How to Spot a Myth', 'checklist'],
      ],
    },
    {
      key: 'related', rank: 10, icon: 'network', image: 'a concept map connecting {t} to related ideas',
      headings: ['{T} and Related Ideas', 'How {T} Connect{s} to Other Topics', 'Comparing {T} With Similar Ideas'],
      subtopics: [
        ['A Close Relative', 'link'],
        ['A Useful Contrast', 'contrast'],
        ['A Bigger Framework', 'layers'],
        ['A Bridge to Other Subjects', 'bridge'],
        ['A Concept Map', 'network'],
      ],
    },
    {
      key: 'practice', rank: 7, icon: 'pencil', image: 'students working through exercises on {t}',
      headings: ['Check Your Understanding of {T}', 'Practice: Putting {T} to Work', '{T}: Try It Yourself'],
      subtopics: [
        ['Quick Recall', 'question'],
        ['Apply the Idea', 'puzzle'],
        ['Explain It Back', 'speech bubble'],
        ['Spot the Error', 'search'],
        ['Stretch Question', 'rocket'],
      ],
    },
    {
      key: 'resources', rank: 11, icon: 'bookshelf', image: 'a cosy study corner with books about {t}',
      headings: ['Learning More About {T}', 'Going Further With {T}', 'Resources for Exploring {T}'],
      subtopics: [
        ['Books and Articles', 'book'],
        ['Videos and Courses', 'video'],
        ['Hands-On Projects', 'tools'],
        ['Communities', 'people'],
        ['Questions to Keep Exploring', 'compass'],
      ],
    },
    {
      key: 'summary', rank: 3, icon: 'checklist', image: 'a tidy summary board of the main points about {t}',
      headings: ['Summary: {T}', 'Key Takeaways on {T}', 'Wrapping Up {T}'],
      subtopics: [
        ['The Core Idea', 'target'],
        ['What Matters Most', 'star'],
        ['A Key Example', 'lightbulb'],
        ['A Myth Corrected', 'check'],
        ['Your Next Step', 'arrow right'],
      ],
    },
  ],
};
