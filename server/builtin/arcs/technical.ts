/** Technical arc: overview -> architecture -> components -> data flow -> implementation -> performance -> trade-offs -> next steps. */
import { PROFESSIONAL_ASPECTS } from './aspects-professional';
import type { ToneArc } from './types';

export const TECHNICAL: ToneArc = {
  insertAfter: 'performance',
  aspects: PROFESSIONAL_ASPECTS,
  frame: {
    subtopics: [
      ['Current State', 'clipboard'],
      ['Constraints', 'lock'],
      ['Approach', 'blueprint'],
      ['Risks', 'warning'],
      ['Metrics', 'bar chart'],
      ['Open Questions', 'question'],
    ],
  },
  stages: [
    {
      key: 'overview', rank: 1, icon: 'layout', image: 'an engineering team reviewing a system diagram of {t}',
      headings: ['{T}: Technical Overview', 'An Overview of {T}', '{T} in One Slide'],
      subtopics: [
        ['Problem Statement', 'target'],
        ['Goals', 'flag'],
        ['Non-Goals', 'block'],
        ['Key Constraints', 'lock'],
        ['Glossary', 'book'],
      ],
    },
    {
      key: 'requirements', rank: 9, icon: 'checklist', image: 'a requirements board for {t}',
      headings: ['Requirements for {T}', 'What {T} Must Deliver', 'Requirements and Success Criteria for {T}'],
      subtopics: [
        ['Functional Requirements', 'checklist'],
        ['Performance Targets', 'speedometer'],
        ['Reliability Targets', 'shield'],
        ['Security Requirements', 'lock'],
        ['Success Criteria', 'trophy'],
      ],
    },
    {
      key: 'architecture', rank: 2, icon: 'sitemap', image: 'an architecture diagram of {t} on a whiteboard',
      headings: ['Architecture of {T}', 'High-Level Architecture of {T}', '{T}: System Architecture'],
      subtopics: [
        ['System Context', 'globe'],
        ['Main Building Blocks', 'cubes'],
        ['Boundaries and Contracts', 'plug'],
        ['Deployment View', 'server'],
        ['Design Principles', 'compass'],
      ],
    },
    {
      key: 'components', rank: 4, icon: 'cubes', image: 'modular hardware components representing {t}',
      headings: ['Core Components of {T}', 'Inside {T}: The Components', 'Key Building Blocks of {T}'],
      subtopics: [
        ['Entry Point', 'door'],
        ['Core Logic', 'cpu'],
        ['Storage Layer', 'database'],
        ['Integrations', 'plug'],
        ['Shared Utilities', 'toolbox'],
      ],
    },
    {
      key: 'dataflow', rank: 6, icon: 'flow arrows', image: 'glowing data streams flowing through {t}',
      headings: ['Data Flow in {T}', 'How Data Moves Through {T}', 'Request Lifecycle in {T}'],
      subtopics: [
        ['Input', 'arrow right'],
        ['Processing', 'gear'],
        ['Persistence', 'database'],
        ['Output', 'upload'],
        ['Error Paths', 'warning'],
      ],
    },
    {
      key: 'implementation', rank: 5, icon: 'code', image: 'a developer writing code for {t}',
      headings: ['Implementing {T}', '{T}: Implementation Details', 'Building {T}'],
      subtopics: [
        ['Technology Stack', 'layers'],
        ['Code Organisation', 'folder'],
        ['Key Patterns', 'puzzle'],
        ['Configuration', 'sliders'],
        ['Quality Gates', 'check'],
      ],
    },
    {
      key: 'performance', rank: 8, icon: 'speedometer', image: 'performance graphs for {t} on a monitor',
      headings: ['Performance of {T}', 'Making {T} Fast', '{T} Under Load'],
      subtopics: [
        ['Latency Budget', 'stopwatch'],
        ['Throughput', 'speedometer'],
        ['Hot Paths', 'fire'],
        ['Caching', 'layers'],
        ['Benchmarks', 'bar chart'],
      ],
    },
    {
      key: 'tradeoffs', rank: 7, icon: 'scale', image: 'a balance scale weighing design choices for {t}',
      headings: ['Trade-offs in {T}', 'Design Trade-offs of {T}', 'What {T} Give{s} Up'],
      subtopics: [
        ['Simplicity vs Flexibility', 'scale'],
        ['Speed vs Consistency', 'stopwatch'],
        ['Build vs Buy', 'cart'],
        ['Cost vs Capacity', 'coins'],
        ['Known Limitations', 'warning'],
      ],
    },
    {
      key: 'alternatives', rank: 10, icon: 'signpost', image: 'a crossroads sign representing options for {t}',
      headings: ['Alternatives to {T}', 'Options Considered for {T}', '{T} Compared With Alternatives'],
      subtopics: [
        ['Doing Nothing', 'pause'],
        ['Off-the-Shelf Products', 'box'],
        ['A Custom Build', 'wrench'],
        ['Comparison Criteria', 'list'],
        ['Why This Choice', 'check'],
      ],
    },
    {
      key: 'next', rank: 3, icon: 'rocket', image: 'a product roadmap on a glass wall for {t}',
      headings: ['Next Steps for {T}', 'Roadmap for {T}', 'What Comes Next for {T}'],
      subtopics: [
        ['Immediate Actions', 'rocket'],
        ['Open Questions', 'question'],
        ['Milestones', 'flag'],
        ['Risks to Watch', 'eye'],
        ['How to Get Involved', 'handshake'],
      ],
    },
  ],
};
