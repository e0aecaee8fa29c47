/** Casual arc: intro -> the basics -> fun facts -> tips -> wrap-up. */
import { GENERAL_ASPECTS } from './aspects-general';
import type { ToneArc } from './types';

export const CASUAL: ToneArc = {
  insertAfter: 'examples',
  aspects: GENERAL_ASPECTS,
  description: [
    'A relaxed, friendly tour of {t}: the basics, some fun facts and a few handy tips.',
    'Everything you wanted to know about {t}, minus the jargon.',
  ],
  extras: [
    'It’s simpler than it sounds.',
    'You might already do this without noticing.',
    'Most people are surprised by this one.',
    'It’s a great conversation starter.',
    'A quick story makes it stick.',
    'No special skills needed.',
    'It’s easy to try at home.',
    'This one usually gets a smile.',
    'It’s more fun than it looks.',
    'Everyone has their own take on it.',
    'It only takes a minute.',
    'Worth remembering for next time.',
  ],
  frame: {
    lead: [
      'Let’s look at {t} from a different angle: {a}.',
      'Here’s where {t} and {a} meet, and it gets interesting.',
    ],
    more: [
      'No jargon, just the good bits.',
      'There’s more to say here than you might expect.',
      'Grab the one idea you like best and run with it.',
    ],
    subtopics: [
      ['The Short Version', '{t} and {a} in a nutshell.', 'chat'],
      ['Why It’s Interesting', 'The part of this that surprises most people.', 'sparkles'],
      ['A Quick Example', 'A real-life moment where {a} and {t} cross paths.', 'lightbulb'],
      ['Try This', 'A small thing to do this week to see it for yourself.', 'thumbs up'],
      ['Worth Knowing', 'One fact about {a} to share with friends.', 'star'],
      ['Your Take', 'What do you think? A question to get the chat going.', 'question'],
    ],
  },
  stages: [
    {
      key: 'intro', rank: 1, icon: 'waving hand', image: 'friends chatting over coffee about {t}',
      headings: ['Let’s Talk About {T}', 'Hello, {T}!', 'Welcome to the World of {T}'],
      lead: [
        'Grab a coffee: today we’re talking about {t}.',
        'Here’s a relaxed look at {t}, no jargon required.',
      ],
      more: [
        'You don’t need any background to follow along.',
        'By the end you’ll know enough to impress a friend.',
        'Questions are welcome at any point.',
      ],
      subtopics: [
        ['Why We’re Here', 'What got us curious about {t} in the first place.', 'chat'],
        ['What You’ll Get', 'A few simple ideas and some fun extras.', 'gift'],
        ['No Experts Needed', 'Everything is explained from scratch.', 'smile'],
        ['Quick Poll', 'Who here has come across {t} before?', 'hand'],
        ['The Plan', 'Basics first, then fun facts and tips.', 'map'],
      ],
    },
    {
      key: 'basics', rank: 2, icon: 'lightbulb', image: 'a simple, friendly illustration explaining {t}',
      headings: ['{T}: The Basics', '{T} 101', 'The Basics of {T}'],
      lead: [
        'Let’s keep it simple and start with the basics of {t}.',
        'Here’s {t} in plain words, no textbook needed.',
      ],
      more: [
        'Think of this as the cheat sheet.',
        'Three or four ideas cover most of it.',
        'Everything else builds on these basics.',
      ],
      subtopics: [
        ['The Big Idea', '{t} in one sentence, no jargon.', 'lightbulb'],
        ['How It Works', 'The simple version, no diagrams needed.', 'gear'],
        ['Who It’s For', 'Who runs into {t}, and when.', 'people'],
        ['Words to Know', 'A couple of terms you’ll hear a lot.', 'book'],
        ['The Bottom Line', 'The one thing to remember.', 'pin'],
      ],
    },
    {
      key: 'history', rank: 9, icon: 'hourglass', image: 'a vintage photo connected with the early days of {t}',
      headings: ['A Quick History of {T}', 'How {T} Got Started', 'The Story So Far: {T}'],
      lead: [
        'Every topic has an origin story, and here’s the short version for {t}.',
        'Here’s how {t} got to where it is today, in under a minute.',
      ],
      more: [
        'There are a few surprising twists along the way.',
        'Some of the people involved deserve a quick mention.',
        'It’s more colourful than you might expect.',
      ],
      subtopics: [
        ['Where It Began', 'The early days of {t}.', 'seedling'],
        ['The Big Moment', 'The turning point everyone remembers.', 'star'],
        ['Unexpected Twists', 'Things that could have gone very differently.', 'shuffle'],
        ['Famous Faces', 'People connected with {t}.', 'person'],
        ['Today', 'Where things stand right now.', 'calendar'],
      ],
    },
    {
      key: 'facts', rank: 4, icon: 'sparkles', image: 'a playful collage of surprising facts about {t}',
      headings: ['Fun Facts About {T}', '{T}: Things You Didn’t Know', 'Surprising Facts About {T}'],
      lead: [
        'Now for the fun part: a few things about {t} that surprise most people.',
        'There’s great trivia hiding in {t}; here are a few favourites.',
      ],
      more: [
        'Perfect for your next dinner conversation.',
        'Some of these sound made up, but they’re not.',
        'Pick your favourite for the end.',
      ],
      subtopics: [
        ['The Number That Surprises', 'A statistic about {t} that raises eyebrows.', 'hashtag'],
        ['The Odd Origin', 'How something about {t} started by accident.', 'shuffle'],
        ['The Record Holder', 'The biggest, smallest or fastest example around.', 'trophy'],
        ['The Pop-Culture Link', 'Where {t} turn{s} up in films, games or songs.', 'film'],
        ['The Head-Scratcher', 'The fact that still sounds unlikely the second time.', 'question'],
      ],
    },
    {
      key: 'mythbusting', rank: 7, icon: 'balloon', image: 'a myth-busting chalkboard about {t}',
      headings: ['Myths About {T}, Busted', '{T}: Myth or Fact?', 'Things People Get Wrong About {T}'],
      lead: [
        'Time to clear up a few things people often get wrong about {t}.',
        'Let’s play myth or fact with {t}.',
      ],
      more: [
        'Some myths are harmless; others lead people astray.',
        'You might have believed one or two of these yourself.',
        'The truth is usually more interesting anyway.',
      ],
      subtopics: [
        ['Myth Number One', 'The most common thing people get wrong.', 'question'],
        ['Where It Came From', 'How the myth got started.', 'chat'],
        ['The Real Story', 'What’s actually true.', 'check'],
        ['Half-True Ideas', 'Ideas that are right, but only partly.', 'scale'],
        ['How to Tell', 'A quick way to spot a myth next time.', 'magnifying glass'],
      ],
    },
    {
      key: 'examples', rank: 8, icon: 'eye', image: 'an everyday street scene where {t} appear{s}',
      headings: ['{T} in Real Life', 'Our Favourite Examples of {T}', 'Spotting {T} Everywhere'],
      lead: [
        'Once you know what to look for, {t} turn{s} up all over the place.',
        'Here are a few of our favourite real-life examples of {t}.',
      ],
      more: [
        'Some are everyday, some are a bit unusual.',
        'See how many you’ve already noticed.',
        'Got a better example? Share it at the end.',
      ],
      subtopics: [
        ['At Home', 'Where {t} show{s} up around the house.', 'home'],
        ['Out and About', 'Examples you can spot in town.', 'map pin'],
        ['Online', 'Where {t} appear{s} on screens and in apps.', 'smartphone'],
        ['In Nature', 'Examples from the natural world.', 'leaf'],
        ['The Weird One', 'An example that surprised even us.', 'sparkles'],
      ],
    },
    {
      key: 'tips', rank: 5, icon: 'thumbs up', image: 'a person happily trying {t} for the first time',
      headings: ['Tips for Getting Into {T}', 'Top Tips: {T}', 'Making the Most of {T}'],
      lead: [
        'Want to try {t} yourself? These tips make it easier.',
        'A few simple tips go a long way with {t}.',
      ],
      more: [
        'Start small; you can always go further later.',
        'Most people wish they had known these on day one.',
        'Pick one tip and try it this week.',
      ],
      subtopics: [
        ['Start Simple', 'The easiest way to get going.', 'play'],
        ['Use the Right Tools', 'A few handy resources that help.', 'toolbox'],
        ['Learn From Others', 'Find people who already enjoy {t}.', 'people'],
        ['Keep It Fun', 'How to stay interested over time.', 'smile'],
        ['Pace Yourself', 'Enjoy the ride instead of rushing it.', 'battery'],
      ],
    },
    {
      key: 'mistakes', rank: 10, icon: 'warning sign', image: 'a funny blooper moment involving {t}',
      headings: ['Oops: {T} Mistakes to Avoid', 'What Not to Do With {T}', 'Rookie Errors in {T}'],
      lead: [
        'Everyone slips up with {t} now and then; here’s how to dodge the usual mistakes.',
        'Learn from other people’s mistakes so you don’t have to make them yourself.',
      ],
      more: [
        'Most of these are easy to fix once you spot them.',
        'We’ve all been there.',
        'A little awareness saves a lot of frustration.',
      ],
      subtopics: [
        ['Rushing In', 'Skipping the basics and getting stuck.', 'lightning'],
        ['Going It Alone', 'Not asking for help when it would save time.', 'person'],
        ['Overcomplicating It', 'Making {t} harder than it needs to be.', 'maze'],
        ['Giving Up Too Early', 'Stopping just before it gets easier.', 'flag'],
        ['The Easy Fix', 'The simple habit that prevents most mistakes.', 'wrench'],
      ],
    },
    {
      key: 'start', rank: 6, icon: 'footprints', image: 'a beginner’s starter kit for {t} laid out on a table',
      headings: ['Getting Started With {T}', 'Your First Steps With {T}', 'Trying {T} This Week'],
      lead: [
        'Ready to give {t} a go? Here’s a simple way to start.',
        'Getting started with {t} is easier than it looks.',
      ],
      more: [
        'You don’t need special equipment or a big budget.',
        'Ten minutes is enough for a first try.',
        'Share how it went; it helps others start too.',
      ],
      subtopics: [
        ['Step One', 'The smallest possible first move.', 'footprints'],
        ['What You Need', 'A short list of things to have on hand.', 'list'],
        ['A First Goal', 'Something simple to aim for.', 'target'],
        ['Where to Ask', 'Friendly places to ask questions.', 'chat'],
        ['Next Level', 'What to try once the basics feel easy.', 'stairs'],
      ],
    },
    {
      key: 'questions', rank: 11, icon: 'question', image: 'a relaxed Q&A session about {t}',
      headings: ['Your Questions About {T}', 'Ask Me Anything: {T}', '{T}: Questions We Hear a Lot'],
      lead: [
        'Here are the questions that come up most often about {t}.',
        'Curious about something? Chances are someone has asked it before.',
      ],
      more: [
        'Short answers first, details if you want them.',
        'No question is too basic.',
        'Keep them coming after the talk, too.',
      ],
      subtopics: [
        ['Is It Hard to Learn?', 'How long it takes to get comfortable with {t}.', 'clock'],
        ['Does It Cost Much?', 'What getting into {t} really costs.', 'coins'],
        ['Is It for Me?', 'Why more people enjoy {t} than you might think.', 'people'],
        ['Where Do I Start?', 'The best first step, in one line.', 'map'],
        ['What’s Next?', 'Where to go once you’re hooked.', 'arrow right'],
      ],
    },
    {
      key: 'wrap', rank: 3, icon: 'party popper', image: 'a cheerful group waving goodbye after a talk on {t}',
      headings: ['Wrapping Up {T}', 'That’s a Wrap on {T}', '{T}: The Takeaways'],
      lead: [
        'And that’s our tour of {t}. Thanks for coming along!',
        'Let’s wrap up with the things worth remembering about {t}.',
      ],
      more: [
        'Keep the one idea that surprised you most.',
        'Try one of the tips this week.',
        'Questions? Let’s chat.',
      ],
      subtopics: [
        ['Remember This', 'The main thing to take away about {t}.', 'pin'],
        ['Favourite Fact', 'The fact most worth sharing.', 'star'],
        ['Try It', 'One small step to take this week.', 'footprints'],
        ['Keep Exploring', 'Where to find more about {t}.', 'compass'],
        ['Thanks!', 'Thanks for listening; over to you for questions.', 'smile'],
      ],
    },
  ],
};
