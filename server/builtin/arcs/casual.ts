/** Casual arc: intro -> the basics -> fun facts -> tips -> wrap-up. */
import { GENERAL_ASPECTS } from './aspects-general';
import type { ToneArc } from './types';

export const CASUAL: ToneArc = {
  insertAfter: 'examples',
  aspects: GENERAL_ASPECTS,
  frame: {
    subtopics: [
      ['The Short Version', 'chat'],
      ['Why It’s Interesting', 'sparkles'],
      ['A Quick Example', 'lightbulb'],
      ['Try This', 'thumbs up'],
      ['Worth Knowing', 'star'],
      ['Your Take', 'question'],
    ],
  },
  stages: [
    {
      key: 'intro', rank: 1, icon: 'waving hand', image: 'friends chatting over coffee about {t}',
      headings: ['Let’s Talk About {T}', 'Hello, {T}!', 'Welcome to the World of {T}'],
      subtopics: [
        ['Why We’re Here', 'chat'],
        ['What You’ll Get', 'gift'],
        ['No Experts Needed', 'smile'],
        ['Quick Poll', 'hand'],
        ['The Plan', 'map'],
      ],
    },
    {
      key: 'basics', rank: 2, icon: 'lightbulb', image: 'a simple, friendly illustration explaining {t}',
      headings: ['{T}: The Basics', '{T} 101', 'The Basics of {T}'],
      subtopics: [
        ['The Big Idea', 'lightbulb'],
        ['How It Works', 'gear'],
        ['Who It’s For', 'people'],
        ['Words to Know', 'book'],
        ['The Bottom Line', 'pin'],
      ],
    },
    {
      key: 'history', rank: 9, icon: 'hourglass', image: 'a vintage photo connected with the early days of {t}',
      headings: ['A Quick History of {T}', 'How {T} Got Started', 'The Story So Far: {T}'],
      subtopics: [
        ['Where It Began', 'seedling'],
        ['The Big Moment', 'star'],
        ['Unexpected Twists', 'shuffle'],
        ['Famous Faces', 'person'],
        ['Today', 'calendar'],
      ],
    },
    {
      key: 'facts', rank: 4, icon: 'sparkles', image: 'a playful collage of surprising facts about {t}',
      headings: ['Fun Facts About {T}', '{T}: Things You Didn’t Know', 'Surprising Facts About {T}'],
      subtopics: [
        ['The Number That Surprises', 'hashtag'],
        ['The Odd Origin', 'shuffle'],
        ['The Record Holder', 'trophy'],
        ['The Pop-Culture Link', 'film'],
        ['The Head-Scratcher', 'question'],
      ],
    },
    {
      key: 'mythbusting', rank: 7, icon: 'balloon', image: 'a myth-busting chalkboard about {t}',
      headings: ['Myths About {T}, Busted', '{T}: Myth or Fact?', 'Things People Get Wrong About {T}'],
      subtopics: [
        ['Myth Number One', 'question'],
        ['Where It Came From', 'chat'],
        ['The Real Story', 'check'],
        ['Half-True Ideas', 'scale'],
        ['How to Tell', 'magnifying glass'],
      ],
    },
    {
      key: 'examples', rank: 8, icon: 'eye', image: 'an everyday street scene where {t} appear{s}',
      headings: ['{T} in Real Life', 'Our Favourite Examples of {T}', 'Spotting {T} Everywhere'],
      subtopics: [
        ['At Home', 'home'],
        ['Out and About', 'map pin'],
        ['Online', 'smartphone'],
        ['In Nature', 'leaf'],
        ['The Weird One', 'sparkles'],
      ],
    },
    {
      key: 'tips', rank: 5, icon: 'thumbs up', image: 'a person happily trying {t} for the first time',
      headings: ['Tips for Getting Into {T}', 'Top Tips: {T}', 'Making the Most of {T}'],
      subtopics: [
        ['Start Simple', 'play'],
        ['Use the Right Tools', 'toolbox'],
        ['Learn From Others', 'people'],
        ['Keep It Fun', 'smile'],
        ['Pace Yourself', 'battery'],
      ],
    },
    {
      key: 'mistakes', rank: 10, icon: 'warning sign', image: 'a funny blooper moment involving {t}',
      headings: ['Oops: {T} Mistakes to Avoid', 'What Not to Do With {T}', 'Rookie Errors in {T}'],
      subtopics: [
        ['Rushing In', 'lightning'],
        ['Going It Alone', 'person'],
        ['Overcomplicating It', 'maze'],
        ['Giving Up Too Early', 'flag'],
        ['The Easy Fix', 'wrench'],
      ],
    },
    {
      key: 'start', rank: 6, icon: 'footprints', image: 'a beginner’s starter kit for {t} laid out on a table',
      headings: ['Getting Started With {T}', 'Your First Steps With {T}', 'Trying {T} This Week'],
      subtopics: [
        ['Step One', 'footprints'],
        ['What You Need', 'list'],
        ['A First Goal', 'target'],
        ['Where to Ask', 'chat'],
        ['Next Level', 'stairs'],
      ],
    },
    {
      key: 'questions', rank: 11, icon: 'question', image: 'a relaxed Q&A session about {t}',
      headings: ['Your Questions About {T}', 'Ask Me Anything: {T}', '{T}: Questions We Hear a Lot'],
      subtopics: [
        ['Is It Hard to Learn?', 'clock'],
        ['Does It Cost Much?', 'coins'],
        ['Is It for Me?', 'people'],
        ['Where Do I Start?', 'map'],
        ['What’s Next?', 'arrow right'],
      ],
    },
    {
      key: 'wrap', rank: 3, icon: 'party popper', image: 'a cheerful group waving goodbye after a talk on {t}',
      headings: ['Wrapping Up {T}', 'That’s a Wrap on {T}', '{T}: The Takeaways'],
      subtopics: [
        ['Remember This', 'pin'],
        ['Favourite Fact', 'star'],
        ['Try It', 'footprints'],
        ['Keep Exploring', 'compass'],
        ['Thanks!', 'smile'],
      ],
    },
  ],
};
