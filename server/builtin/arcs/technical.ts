/** Technical arc: overview -> architecture -> components -> data flow -> implementation -> performance -> trade-offs -> next steps. */
import { PROFESSIONAL_ASPECTS } from './aspects-professional';
import type { ToneArc } from './types';

export const TECHNICAL: ToneArc = {
  insertAfter: 'performance',
  aspects: PROFESSIONAL_ASPECTS,
  description: [
    'A technical walkthrough of {t}: architecture, components, data flow and the trade-offs behind the design.',
    'An engineering view of {t}, from the overall design down to implementation and performance.',
  ],
  extras: [
    'It is documented in the design notes.',
    'A diagram makes the interaction easier to follow.',
    'Measurements back this up where available.',
    'It has a named owner on the team.',
    'The assumptions behind it are listed and tracked.',
    'It is covered by automated tests.',
    'Changes here go through design review.',
    'It is tracked on the team dashboard.',
    'Known gaps are logged as follow-up tasks.',
    'It keeps the rest of the system simpler.',
    'Its behaviour is visible in logs and metrics.',
    'It was revisited after the last incident review.',
  ],
  frame: {
    lead: [
      'This slide examines {t} from the perspective of {a}.',
      'Getting {a} right is a first-class concern for {t}.',
    ],
    more: [
      'It lists the constraints, the current approach and the open questions.',
      'Decisions here affect cost, speed and maintainability later on.',
      'Each point ends with an owner or a concrete next action.',
    ],
    subtopics: [
      ['Current State', 'How {t} handle{s} {a} today, and where the gaps are.', 'clipboard'],
      ['Constraints', 'The limits on {a}: budgets, standards, dependencies and deadlines.', 'lock'],
      ['Approach', 'The chosen design for {a} and the reasoning behind it.', 'blueprint'],
      ['Risks', 'What could go wrong with {a}, and how likely it is.', 'warning'],
      ['Metrics', 'How progress on {a} will be measured.', 'bar chart'],
      ['Open Questions', 'Decisions about {a} that still need an answer.', 'question'],
    ],
  },
  stages: [
    {
      key: 'overview', rank: 1, icon: 'layout', image: 'an engineering team reviewing a system diagram of {t}',
      headings: ['{T}: Technical Overview', 'An Overview of {T}', '{T} in One Slide'],
      lead: [
        'This overview states the problem {t} address{es} and the scope of the design.',
        'Here is the short version: the purpose, the users and the constraints of {t}.',
      ],
      more: [
        'It also fixes the vocabulary used in the rest of the deck.',
        'Goals and non-goals are listed explicitly to keep the discussion focused.',
        'Details follow in the architecture and component slides.',
      ],
      subtopics: [
        ['Problem Statement', 'The concrete problem {t} address{es} and who has it.', 'target'],
        ['Goals', 'What a successful design for {t} must achieve.', 'flag'],
        ['Non-Goals', 'What is deliberately out of scope, to keep the design focused.', 'block'],
        ['Key Constraints', 'Limits on latency, cost, compatibility or team capacity.', 'lock'],
        ['Glossary', 'Terms used throughout the deck, defined once.', 'book'],
      ],
    },
    {
      key: 'requirements', rank: 9, icon: 'checklist', image: 'a requirements board for {t}',
      headings: ['Requirements for {T}', 'What {T} Must Deliver', 'Requirements and Success Criteria for {T}'],
      lead: [
        'Clear requirements keep the design of {t} honest.',
        'Before any design is chosen, the requirements for {t} need to be explicit.',
      ],
      more: [
        'Functional requirements describe behaviour; non-functional ones describe qualities such as speed and reliability.',
        'Each requirement is written so that it can be tested.',
        'Priorities matter: not every requirement carries the same weight.',
      ],
      subtopics: [
        ['Functional Requirements', 'The behaviours users and other systems rely on.', 'checklist'],
        ['Performance Targets', 'Latency, throughput and capacity goals, with numbers.', 'speedometer'],
        ['Reliability Targets', 'Availability and recovery objectives.', 'shield'],
        ['Security Requirements', 'Authentication, authorisation and data protection needs.', 'lock'],
        ['Success Criteria', 'How the team will know the design works.', 'trophy'],
      ],
    },
    {
      key: 'architecture', rank: 2, icon: 'sitemap', image: 'an architecture diagram of {t} on a whiteboard',
      headings: ['Architecture of {T}', 'High-Level Architecture of {T}', '{T}: System Architecture'],
      lead: [
        'At a high level, {t} break{s} down into a few cooperating parts.',
        'The architecture of {t} balances simplicity against flexibility.',
      ],
      more: [
        'Boundaries between parts follow the way data and responsibility flow.',
        'Each boundary is a contract that can evolve independently.',
        'The diagram on this slide is the map for the rest of the talk.',
      ],
      subtopics: [
        ['System Context', 'Where {t} sit{s} among users and neighbouring systems.', 'globe'],
        ['Main Building Blocks', 'The major parts and the responsibility of each.', 'cubes'],
        ['Boundaries and Contracts', 'The interfaces that separate the parts.', 'plug'],
        ['Deployment View', 'Where each part runs and how it is packaged.', 'server'],
        ['Design Principles', 'The rules that guided the architectural choices.', 'compass'],
      ],
    },
    {
      key: 'components', rank: 4, icon: 'cubes', image: 'modular hardware components representing {t}',
      headings: ['Core Components of {T}', 'Inside {T}: The Components', 'Key Building Blocks of {T}'],
      lead: [
        'Each component of {t} has one clear job.',
        'Zooming in, {t} {is} made of components with well-defined responsibilities.',
      ],
      more: [
        'Narrow responsibilities make each part easier to test and replace.',
        'Dependencies between components point in one direction.',
        'Shared code is kept small and stable.',
      ],
      subtopics: [
        ['Entry Point', 'The component that receives requests and validates them.', 'door'],
        ['Core Logic', 'Where the main rules of {t} live.', 'cpu'],
        ['Storage Layer', 'How state is stored, versioned and retrieved.', 'database'],
        ['Integrations', 'Adapters that talk to external services.', 'plug'],
        ['Shared Utilities', 'Small, stable helpers used across components.', 'toolbox'],
      ],
    },
    {
      key: 'dataflow', rank: 6, icon: 'flow arrows', image: 'glowing data streams flowing through {t}',
      headings: ['Data Flow in {T}', 'How Data Moves Through {T}', 'Request Lifecycle in {T}'],
      lead: [
        'Following one request end to end is the fastest way to understand {t}.',
        'Data in {t} moves through a small number of well-defined steps.',
      ],
      more: [
        'Each hop adds latency and a possible failure point, so the path is kept short.',
        'Validation happens at the edges; the core trusts its inputs.',
        'Asynchronous steps are marked clearly on the diagram.',
      ],
      subtopics: [
        ['Input', 'Where data enters and how it is validated.', 'arrow right'],
        ['Processing', 'The transformations applied on the way through.', 'gear'],
        ['Persistence', 'When and where data is written.', 'database'],
        ['Output', 'What leaves the system, and in which format.', 'upload'],
        ['Error Paths', 'How failures are reported and recovered.', 'warning'],
      ],
    },
    {
      key: 'implementation', rank: 5, icon: 'code', image: 'a developer writing code for {t}',
      headings: ['Implementing {T}', '{T}: Implementation Details', 'Building {T}'],
      lead: [
        'The implementation of {t} favours proven, well-understood technology.',
        'This slide covers how {t} {is} built: languages, libraries and patterns.',
      ],
      more: [
        'Choices were made for maintainability first and cleverness last.',
        'The code structure mirrors the architecture, so the map stays accurate.',
        'Automated checks run on every change.',
      ],
      subtopics: [
        ['Technology Stack', 'Languages, frameworks and libraries, and why each was chosen.', 'layers'],
        ['Code Organisation', 'How the codebase is structured into modules.', 'folder'],
        ['Key Patterns', 'Recurring design patterns used throughout {t}.', 'puzzle'],
        ['Configuration', 'How behaviour is configured across environments.', 'sliders'],
        ['Quality Gates', 'Type checks, linting and tests that every change must pass.', 'check'],
      ],
    },
    {
      key: 'performance', rank: 8, icon: 'speedometer', image: 'performance graphs for {t} on a monitor',
      headings: ['Performance of {T}', 'Making {T} Fast', '{T} Under Load'],
      lead: [
        'Performance in {t} is measured, not guessed.',
        'This slide shows where time goes in {t} and what was done about it.',
      ],
      more: [
        'Budgets are set per operation and checked automatically.',
        'The biggest wins came from doing less work, not from faster code.',
        'Numbers are reported as percentiles, not averages.',
      ],
      subtopics: [
        ['Latency Budget', 'Target response times and where the time is spent.', 'stopwatch'],
        ['Throughput', 'How much load {t} sustain{s} and where it saturates.', 'speedometer'],
        ['Hot Paths', 'The code paths that dominate the cost.', 'fire'],
        ['Caching', 'What is cached, for how long, and how it is invalidated.', 'layers'],
        ['Benchmarks', 'Reproducible measurements and how to run them.', 'bar chart'],
      ],
    },
    {
      key: 'tradeoffs', rank: 7, icon: 'scale', image: 'a balance scale weighing design choices for {t}',
      headings: ['Trade-offs in {T}', 'Design Trade-offs of {T}', 'What {T} Give{s} Up'],
      lead: [
        'Every design choice in {t} buys something and costs something.',
        'No design is free; these are the trade-offs {t} make{s} deliberately.',
      ],
      more: [
        'Making them explicit tells future maintainers what can change safely.',
        'Several could be revisited as requirements evolve.',
        'Each trade-off lists what was gained and what was given up.',
      ],
      subtopics: [
        ['Simplicity vs Flexibility', 'Where {t} took the simpler path, and what that rules out.', 'scale'],
        ['Speed vs Consistency', 'How freshness of data is balanced against response time.', 'stopwatch'],
        ['Build vs Buy', 'Which parts were built in-house and which rely on existing tools.', 'cart'],
        ['Cost vs Capacity', 'Headroom kept for growth, and what it costs.', 'coins'],
        ['Known Limitations', 'Limits accepted today, and when they would start to matter.', 'warning'],
      ],
    },
    {
      key: 'alternatives', rank: 10, icon: 'signpost', image: 'a crossroads sign representing options for {t}',
      headings: ['Alternatives to {T}', 'Options Considered for {T}', '{T} Compared With Alternatives'],
      lead: [
        'Other approaches were considered before settling on the current design of {t}.',
        'Comparing {t} with the alternatives shows why the current design won.',
      ],
      more: [
        'Each option is judged against the same requirements.',
        'Some alternatives remain good choices in other contexts.',
        'The comparison is revisited when constraints change.',
      ],
      subtopics: [
        ['Doing Nothing', 'The baseline, and why it is not enough.', 'pause'],
        ['Off-the-Shelf Products', 'Existing products or services, with their fit and gaps.', 'box'],
        ['A Custom Build', 'A bespoke solution and what it would cost.', 'wrench'],
        ['Comparison Criteria', 'The measures used to compare the options.', 'list'],
        ['Why This Choice', 'The deciding factors behind the chosen approach.', 'check'],
      ],
    },
    {
      key: 'next', rank: 3, icon: 'rocket', image: 'a product roadmap on a glass wall for {t}',
      headings: ['Next Steps for {T}', 'Roadmap for {T}', 'What Comes Next for {T}'],
      lead: [
        'The work on {t} continues; here is what happens next.',
        'This final slide lists concrete next steps for {t}, with owners.',
      ],
      more: [
        'Items are ordered by impact and risk.',
        'Feedback from this session will shape the order.',
        'Each step has a clear definition of done.',
      ],
      subtopics: [
        ['Immediate Actions', 'What happens in the next two weeks.', 'rocket'],
        ['Open Questions', 'Decisions still to be made, and who makes them.', 'question'],
        ['Milestones', 'The checkpoints ahead and their target dates.', 'flag'],
        ['Risks to Watch', 'The signals that would change the plan.', 'eye'],
        ['How to Get Involved', 'Where to ask questions and contribute.', 'handshake'],
      ],
    },
  ],
};
