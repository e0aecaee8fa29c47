/** Educational arc: what it is -> why it matters -> key concepts -> examples -> misconceptions -> practice -> summary. */
import { GENERAL_ASPECTS } from './aspects-general';
import type { ToneArc } from './types';

export const EDUCATIONAL: ToneArc = {
  insertAfter: 'applications',
  aspects: GENERAL_ASPECTS,
  description: [
    'A clear, step-by-step introduction to {t}, from the basic ideas to real examples and practice.',
    'An accessible lesson on {t}: the key ideas, why they matter and how to put them to use.',
  ],
  extras: [
    'It builds directly on the central idea of {t}.',
    'A quick sketch makes this point easier to remember.',
    'This is often the first thing learners ask about.',
    'It connects to what came earlier in the lesson.',
    'A short example from daily life makes it concrete.',
    'It is a good moment to pause and check understanding.',
    'Textbooks often treat this point only briefly.',
    'One worked example makes it much clearer.',
    'Getting this right makes the next points easier.',
    'Many learners remember it best through a picture.',
    'This point comes up again later in the topic.',
    'It is a favourite subject for test questions.',
  ],
  frame: {
    lead: [
      'Looking at {t} through the lens of {a} adds depth to the basic picture.',
      'This slide explores {t} from the angle of {a}.',
    ],
    more: [
      'It shows how {a} shapes the way {t} {is} understood today.',
      'A single well-chosen example keeps the discussion concrete.',
      'Questions at the end invite learners to make their own connections.',
    ],
    subtopics: [
      ['{A} in Brief', 'The essentials of {a} that matter most for {t}.', 'information'],
      ['The Connection', 'How {a} and {t} influence each other.', 'link'],
      ['A Telling Example', 'One concrete case where {a} and {t} meet.', 'lightbulb'],
      ['Why This Angle Helps', 'What a look at {a} reveals that the basics alone do not.', 'eye'],
      ['Questions to Explore', 'Open questions about {a} for further study.', 'question'],
      ['Key Takeaway', 'The single point about {a} worth remembering.', 'star'],
    ],
  },
  stages: [
    {
      key: 'basics', rank: 1, icon: 'open book', image: 'a bright classroom whiteboard introducing {t}',
      headings: ['Understanding {T}', '{T} at a Glance', '{T}: The Essentials'],
      lead: [
        'Before the details, it helps to pin down what {t} actually means.',
        'This section defines {t} in plain language and sets the scope for everything that follows.',
      ],
      more: [
        'A clear definition gives everyone the same starting point, whatever they already know.',
        'The core idea is separated from the related terms that often travel with it.',
        'By the end of this slide, anyone should be able to explain {t} in a single sentence.',
      ],
      subtopics: [
        ['A Plain Definition', 'What {t} mean{s}, stated in one sentence a newcomer could repeat.', 'dictionary'],
        ['Where the Name Comes From', 'The origin of the term, which often hints at the idea behind it.', 'scroll'],
        ['What It Covers', 'The main parts, cases and situations that fall under {t}.', 'list'],
        ['What It Is Not', 'A neighbouring idea that is easily confused with {t}, and the line between them.', 'not equal'],
        ['Where You Meet It', 'Everyday places where {t} show{s} up, often without being named.', 'map pin'],
      ],
    },
    {
      key: 'why', rank: 4, icon: 'target', image: 'people in everyday life affected by {t}',
      headings: ['Why {T} Matter{s}', 'The Significance of {T}', 'Why Learn About {T}?'],
      lead: [
        'Knowing about {t} changes how we see the world around us.',
        'Understanding {t} pays off well beyond the classroom.',
      ],
      more: [
        'It connects to decisions people make at home, at work and in their communities.',
        'Many bigger questions cannot be answered without it.',
        'That relevance is the best reason to learn it properly.',
      ],
      subtopics: [
        ['Everyday Impact', 'How {t} touch{es} daily life, often in ways that go unnoticed.', 'home'],
        ['A Wider Lens', 'The larger systems and questions that {t} help{s} to explain.', 'globe'],
        ['Who Relies on It', 'People and professions that depend on a working grasp of {t}.', 'people'],
        ['What Is at Stake', 'What goes wrong when {t} {is} misunderstood or ignored.', 'warning'],
        ['A Reason to Remember', 'One memorable fact or story that shows why {t} deserve{s} attention.', 'star'],
      ],
    },
    {
      key: 'concepts', rank: 2, icon: 'puzzle pieces', image: 'a clear diagram explaining the key ideas of {t}',
      headings: ['Key Concepts of {T}', 'The Building Blocks of {T}', 'Core Ideas Behind {T}'],
      lead: [
        'A handful of core ideas carry most of what there is to know about {t}.',
        '{t} rest{s} on a few key concepts that build on one another.',
      ],
      more: [
        'Each concept is simple on its own; the power comes from how they fit together.',
        'Learning them in order makes the later examples much easier to follow.',
        'The vocabulary matters: each term has a precise meaning here.',
      ],
      subtopics: [
        ['The Central Idea', 'The one concept everything else in {t} depends on.', 'target'],
        ['Essential Vocabulary', 'The terms learners need to talk about {t} with precision.', 'book'],
        ['How the Parts Connect', 'The relationships between the main ideas, from cause to effect.', 'link'],
        ['Underlying Principles', 'The rules or patterns that explain how {t} behave{s}.', 'scale'],
        ['A Helpful Model', 'A simple diagram or analogy that holds the concepts together.', 'diagram'],
      ],
    },
    {
      key: 'how', rank: 8, icon: 'gears', image: 'a step-by-step illustration of how {t} work{s}',
      headings: ['How {T} Work{s}', 'Inside {T}: Step by Step', 'The Mechanics of {T}'],
      lead: [
        'Seen step by step, {t} become{s} much easier to follow.',
        'This slide walks through the process behind {t} from start to finish.',
      ],
      more: [
        'Each step depends on the one before it, so the order matters.',
        'Watching where inputs turn into results shows what really drives the process.',
        'A simple diagram here is often worth more than a paragraph of text.',
      ],
      subtopics: [
        ['The Starting Point', 'What needs to be in place before {t} can begin.', 'play'],
        ['Step by Step', 'The main stages of the process, in the order they happen.', 'steps'],
        ['Inputs and Outputs', 'What goes in, what comes out, and what changes along the way.', 'arrows'],
        ['What Drives It', 'The forces or conditions that keep the process moving.', 'gear'],
        ['When It Breaks Down', 'What happens when a step is missing or goes wrong.', 'broken link'],
      ],
    },
    {
      key: 'examples', rank: 5, icon: 'lightbulb', image: 'a real-world example of {t} in action',
      headings: ['{T} in Action', 'Examples of {T}', 'Seeing {T} at Work'],
      lead: [
        'Concrete examples turn {t} from an abstract idea into something recognisable.',
        'The clearest way to understand {t} is to see it at work in real cases.',
      ],
      more: [
        'The examples run from the familiar to the surprising.',
        'Each one highlights a different concept from the previous slides.',
        'The pattern they share is the real lesson.',
      ],
      subtopics: [
        ['A Familiar Example', 'An everyday case of {t} that most people have already seen.', 'lightbulb'],
        ['A Surprising Example', 'A case where {t} appear{s} where few would expect it.', 'sparkles'],
        ['A Historical Example', 'A moment from the past when {t} played a visible role.', 'hourglass'],
        ['A Modern Example', 'A current case that shows {t} in today’s world.', 'smartphone'],
        ['What the Examples Share', 'The common thread that links every case on this slide.', 'link'],
      ],
    },
    {
      key: 'applications', rank: 9, icon: 'factory', image: 'professionals applying {t} at work',
      headings: ['Real-World Applications of {T}', '{T} Beyond the Classroom', 'Putting {T} to Use'],
      lead: [
        'Beyond the textbook, {t} {has} practical uses in many fields.',
        'People put their knowledge of {t} to work in surprising ways.',
      ],
      more: [
        'Some uses are centuries old; others are only now emerging.',
        'Seeing the applications makes the theory feel worth the effort.',
        'Each field adapts the same core ideas to its own problems.',
      ],
      subtopics: [
        ['In Industry', 'How businesses and engineers put {t} to practical use.', 'factory'],
        ['In Science and Research', 'How researchers use {t} to answer new questions.', 'microscope'],
        ['In Daily Life', 'Small, everyday ways in which {t} make{s} a difference.', 'home'],
        ['In Public Policy', 'Where {t} inform{s} decisions that affect whole communities.', 'building'],
        ['Emerging Uses', 'New applications that are only beginning to appear.', 'rocket'],
      ],
    },
    {
      key: 'myths', rank: 6, icon: 'question mark', image: 'a myth versus fact board about {t}',
      headings: ['Common Misconceptions About {T}', 'Myths and Facts About {T}', 'What People Get Wrong About {T}'],
      lead: [
        'Several popular ideas about {t} are only half right.',
        'Misconceptions about {t} are common, and they are worth correcting early.',
      ],
      more: [
        'Most of them come from simplified explanations that went one step too far.',
        'Naming them openly helps learners spot the same mistakes in their own thinking.',
        'Each myth is paired with a clearer picture of what is really going on.',
      ],
      subtopics: [
        ['The Most Common Myth', 'The belief about {t} heard most often, and why it falls short.', 'question'],
        ['Where the Confusion Starts', 'The wording or shortcut that leads people astray.', 'maze'],
        ['A Closer Look', 'What careful study actually shows instead.', 'magnifying glass'],
        ['Oversimplified, Not Wrong', 'An idea that is partly true but misleading on its own.', 'scale'],
        ['How to Spot a Myth', 'Questions to ask when a claim about {t} sounds too neat.', 'checklist'],
      ],
    },
    {
      key: 'related', rank: 10, icon: 'network', image: 'a concept map connecting {t} to related ideas',
      headings: ['{T} and Related Ideas', 'How {T} Connect{s} to Other Topics', 'Comparing {T} With Similar Ideas'],
      lead: [
        'Placing {t} next to neighbouring ideas makes the boundaries clearer.',
        'No topic stands alone: {t} link{s} to several others worth knowing.',
      ],
      more: [
        'Comparisons highlight what is unique and what is shared.',
        'These links also suggest where to go next after this lesson.',
        'A simple concept map shows the connections at a glance.',
      ],
      subtopics: [
        ['A Close Relative', 'The idea most similar to {t}, and the key difference.', 'link'],
        ['A Useful Contrast', 'An opposite or competing idea that sharpens the definition.', 'contrast'],
        ['A Bigger Framework', 'The wider field that {t} belong{s} to.', 'layers'],
        ['A Bridge to Other Subjects', 'Where {t} meet{s} other subjects at school or at work.', 'bridge'],
        ['A Concept Map', 'One picture showing how the related ideas fit together.', 'network'],
      ],
    },
    {
      key: 'practice', rank: 7, icon: 'pencil', image: 'students working through exercises on {t}',
      headings: ['Check Your Understanding of {T}', 'Practice: Putting {T} to Work', '{T}: Try It Yourself'],
      lead: [
        'Knowledge sticks best when it is used, so this slide turns {t} into practice.',
        'A few short exercises show whether the ideas about {t} have landed.',
      ],
      more: [
        'Quick recall comes first, then applying the ideas to a new case.',
        'Working in pairs makes it easier to explain reasoning out loud.',
        'Mistakes here are useful: they show which concept needs another look.',
      ],
      subtopics: [
        ['Quick Recall', 'Three short questions on the key terms and ideas of {t}.', 'question'],
        ['Apply the Idea', 'A new situation in which learners use {t} to explain what happens.', 'puzzle'],
        ['Explain It Back', 'Describe {t} to a partner in your own words in under a minute.', 'speech bubble'],
        ['Spot the Error', 'A short statement with a mistake to find and correct.', 'search'],
        ['Stretch Question', 'An open question for those ready to go further.', 'rocket'],
      ],
    },
    {
      key: 'resources', rank: 11, icon: 'bookshelf', image: 'a cosy study corner with books about {t}',
      headings: ['Learning More About {T}', 'Going Further With {T}', 'Resources for Exploring {T}'],
      lead: [
        'This lesson is a starting point; there is much more to discover about {t}.',
        'For anyone curious, {t} offer{s} plenty of room to keep learning.',
      ],
      more: [
        'Good resources range from short videos to hands-on projects.',
        'Choosing one next step beats collecting a long reading list.',
        'Learning with others keeps the momentum going.',
      ],
      subtopics: [
        ['Books and Articles', 'Accessible reading for a deeper understanding of {t}.', 'book'],
        ['Videos and Courses', 'Visual explanations and structured courses on {t}.', 'video'],
        ['Hands-On Projects', 'Small projects that put {t} into practice.', 'tools'],
        ['Communities', 'Groups, clubs and forums where people discuss {t}.', 'people'],
        ['Questions to Keep Exploring', 'Open questions that make good starting points for research.', 'compass'],
      ],
    },
    {
      key: 'summary', rank: 3, icon: 'checklist', image: 'a tidy summary board of the main points about {t}',
      headings: ['Summary: {T}', 'Key Takeaways on {T}', 'Wrapping Up {T}'],
      lead: [
        'The essentials of {t} fit on a single slide.',
        'This final slide brings the main points about {t} together.',
      ],
      more: [
        'Each takeaway links back to a concept covered earlier in the lesson.',
        'If only a few things are remembered, these are the ones to keep.',
        'A moment of reflection helps move the ideas into long-term memory.',
      ],
      subtopics: [
        ['The Core Idea', 'The definition of {t} in one sentence.', 'target'],
        ['What Matters Most', 'The concept with the biggest influence on everything else.', 'star'],
        ['A Key Example', 'The example that best captures {t}.', 'lightbulb'],
        ['A Myth Corrected', 'The misconception worth leaving behind.', 'check'],
        ['Your Next Step', 'One way to keep learning about {t} after today.', 'arrow right'],
      ],
    },
  ],
};
