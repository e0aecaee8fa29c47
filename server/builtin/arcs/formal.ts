/** Formal arc: executive summary -> background -> analysis -> options -> recommendation -> timeline -> conclusion. */
import { PROFESSIONAL_ASPECTS } from './aspects-professional';
import type { ToneArc } from './types';

export const FORMAL: ToneArc = {
  insertAfter: 'analysis',
  aspects: PROFESSIONAL_ASPECTS,
  frame: {
    subtopics: [
      ['Current Position', 'clipboard'],
      ['Key Issues', 'alert'],
      ['Evidence', 'file text'],
      ['Implications', 'building'],
      ['Recommended Action', 'check'],
      ['Dependencies', 'link'],
    ],
  },
  stages: [
    {
      key: 'summary', rank: 1, icon: 'file text', image: 'a boardroom table prepared for a briefing on {t}',
      headings: ['Executive Summary: {T}', '{T}: Executive Summary', '{T}: Summary of Key Points'],
      subtopics: [
        ['Purpose', 'target'],
        ['Key Findings', 'file text'],
        ['Recommendation', 'check'],
        ['Decision Required', 'gavel'],
        ['Immediate Next Steps', 'arrow right'],
      ],
    },
    {
      key: 'background', rank: 4, icon: 'archive', image: 'archived reports and documents about {t}',
      headings: ['Background to {T}', '{T}: Context and Background', 'Context for {T}'],
      subtopics: [
        ['History', 'hourglass'],
        ['Current Arrangements', 'building'],
        ['Drivers for Change', 'trending up'],
        ['Scope', 'frame'],
        ['Definitions', 'book'],
      ],
    },
    {
      key: 'objectives', rank: 10, icon: 'target', image: 'a strategy session defining objectives for {t}',
      headings: ['Objectives and Scope: {T}', 'Aims of the {T} Review', 'What the Review of {T} Seeks to Achieve'],
      subtopics: [
        ['Primary Objective', 'target'],
        ['Secondary Objectives', 'list'],
        ['In Scope', 'check'],
        ['Out of Scope', 'block'],
        ['Success Measures', 'bar chart'],
      ],
    },
    {
      key: 'method', rank: 11, icon: 'clipboard', image: 'analysts reviewing evidence on {t}',
      headings: ['Approach and Methodology for {T}', 'How {T} Was Assessed', 'Method of the {T} Analysis'],
      subtopics: [
        ['Data Sources', 'database'],
        ['Consultation', 'people'],
        ['Evaluation Criteria', 'checklist'],
        ['Limitations', 'warning'],
        ['Quality Assurance', 'shield'],
      ],
    },
    {
      key: 'analysis', rank: 5, icon: 'bar chart', image: 'charts and analysis reports on {t}',
      headings: ['Analysis of {T}', '{T}: Key Findings', 'Assessment of {T}'],
      subtopics: [
        ['Strengths', 'thumbs up'],
        ['Weaknesses', 'thumbs down'],
        ['Opportunities', 'sunrise'],
        ['Threats', 'warning'],
        ['Key Insight', 'lightbulb'],
      ],
    },
    {
      key: 'options', rank: 6, icon: 'signpost', image: 'a decision matrix comparing options for {t}',
      headings: ['Options for {T}', 'Options Appraisal: {T}', 'Alternative Approaches to {T}'],
      subtopics: [
        ['Option 1: Maintain the Current Approach', 'pause'],
        ['Option 2: Incremental Improvement', 'stairs'],
        ['Option 3: Significant Change', 'rocket'],
        ['Assessment Criteria', 'scale'],
        ['Comparison', 'table'],
      ],
    },
    {
      key: 'recommendation', rank: 2, icon: 'check circle', image: 'a signed recommendation document on {t}',
      headings: ['Recommendation on {T}', 'Recommended Approach to {T}', 'Proposed Way Forward for {T}'],
      subtopics: [
        ['Recommended Option', 'check'],
        ['Rationale', 'scale'],
        ['Expected Benefits', 'trophy'],
        ['Conditions', 'clipboard'],
        ['Approval Sought', 'gavel'],
      ],
    },
    {
      key: 'resources', rank: 9, icon: 'coins', image: 'a financial plan for {t} on a desk',
      headings: ['Resource Requirements for {T}', 'Costs and Resources: {T}', 'Financial Implications of {T}'],
      subtopics: [
        ['Budget', 'coins'],
        ['People', 'people'],
        ['Funding Sources', 'bank'],
        ['Return on Investment', 'bar chart'],
        ['Contingency', 'shield'],
      ],
    },
    {
      key: 'risks', rank: 8, icon: 'warning', image: 'a risk assessment matrix for {t}',
      headings: ['Risks and Mitigation: {T}', 'Risk Assessment for {T}', 'Managing the Risks of {T}'],
      subtopics: [
        ['Strategic Risks', 'target'],
        ['Delivery Risks', 'clock'],
        ['Compliance Risks', 'gavel'],
        ['Mitigations', 'shield'],
        ['Risk Owners', 'person'],
      ],
    },
    {
      key: 'timeline', rank: 7, icon: 'calendar', image: 'a project timeline on a wall planner for {t}',
      headings: ['Timeline for {T}', 'Implementation Timeline: {T}', 'Delivery Plan for {T}'],
      subtopics: [
        ['Phase 1: Preparation', 'clipboard'],
        ['Phase 2: Implementation', 'gear'],
        ['Phase 3: Review', 'magnifying glass'],
        ['Key Milestones', 'flag'],
        ['Governance', 'building'],
      ],
    },
    {
      key: 'conclusion', rank: 3, icon: 'handshake', image: 'executives shaking hands after a decision on {t}',
      headings: ['Conclusion: {T}', 'Concluding Remarks on {T}', '{T}: Summary and Decision'],
      subtopics: [
        ['Summary of Findings', 'file text'],
        ['The Recommendation', 'check'],
        ['Decision Requested', 'gavel'],
        ['Next Steps', 'arrow right'],
        ['Contact', 'mail'],
      ],
    },
  ],
};
