/** Formal arc: executive summary -> background -> analysis -> options -> recommendation -> timeline -> conclusion. */
import { PROFESSIONAL_ASPECTS } from './aspects-professional';
import type { ToneArc } from './types';

export const FORMAL: ToneArc = {
  insertAfter: 'analysis',
  aspects: PROFESSIONAL_ASPECTS,
  description: [
    'A structured briefing on {t}, covering background, analysis, options and a recommendation.',
    'A formal assessment of {t}, with findings, options and a proposed way forward.',
  ],
  extras: [
    'Supporting detail is provided in the appendix.',
    'Figures are to be confirmed before final approval.',
    'The responsible owner is named in the action log.',
    'This point was raised during stakeholder consultation.',
    'Further analysis can be provided on request.',
    'This is consistent with existing organisational policy.',
    'Progress will be reported at each review point.',
    'The evidence base is summarised separately.',
    'Any change would require formal approval.',
    'This will be kept under regular review.',
    'Dependencies are recorded in the project plan.',
    'The associated risks are captured in the register.',
  ],
  frame: {
    lead: [
      'This section assesses {a} as it relates to {t}.',
      'The following considers the implications of {t} for {a}.',
    ],
    more: [
      'It summarises the current position, the principal issues and the options available.',
      'Findings are presented with their supporting evidence and level of confidence.',
      'Recommendations follow from the analysis and are set out for decision.',
    ],
    subtopics: [
      ['Current Position', 'A concise statement of the present position on {a}.', 'clipboard'],
      ['Key Issues', 'The principal issues concerning {a} that require attention.', 'alert'],
      ['Evidence', 'The data and sources that support this assessment.', 'file text'],
      ['Implications', 'What these findings mean for the organisation.', 'building'],
      ['Recommended Action', 'The proposed response, with an owner and a date.', 'check'],
      ['Dependencies', 'Related workstreams and decisions that affect {a}.', 'link'],
    ],
  },
  stages: [
    {
      key: 'summary', rank: 1, icon: 'file text', image: 'a boardroom table prepared for a briefing on {t}',
      headings: ['Executive Summary: {T}', '{T}: Executive Summary', '{T}: Summary of Key Points'],
      lead: [
        'This presentation sets out the position on {t}, the options considered and the recommended course of action.',
        'In brief, a decision on {t} is required, and this presentation supports it.',
      ],
      more: [
        'The analysis draws on the available evidence and on stakeholder input.',
        'Key findings and the recommendation are summarised here and detailed in later sections.',
        'A decision is requested at the end of this presentation.',
      ],
      subtopics: [
        ['Purpose', 'Why this briefing on {t} has been prepared.', 'target'],
        ['Key Findings', 'The principal conclusions of the analysis.', 'file text'],
        ['Recommendation', 'The proposed course of action in one sentence.', 'check'],
        ['Decision Required', 'What is being asked of the audience, and by when.', 'gavel'],
        ['Immediate Next Steps', 'The actions that follow approval.', 'arrow right'],
      ],
    },
    {
      key: 'background', rank: 4, icon: 'archive', image: 'archived reports and documents about {t}',
      headings: ['Background to {T}', '{T}: Context and Background', 'Context for {T}'],
      lead: [
        'This section provides the context needed to assess {t}.',
        'Recent developments have brought {t} to the attention of decision-makers.',
      ],
      more: [
        'It summarises the relevant history, current arrangements and drivers for change.',
        'Key terms are defined to ensure a shared understanding.',
        'Sources are referenced for further reading.',
      ],
      subtopics: [
        ['History', 'How the current position on {t} came about.', 'hourglass'],
        ['Current Arrangements', 'How matters are organised today.', 'building'],
        ['Drivers for Change', 'The internal and external factors prompting a review.', 'trending up'],
        ['Scope', 'What this presentation covers and what it excludes.', 'frame'],
        ['Definitions', 'Key terms used throughout.', 'book'],
      ],
    },
    {
      key: 'objectives', rank: 10, icon: 'target', image: 'a strategy session defining objectives for {t}',
      headings: ['Objectives and Scope: {T}', 'Aims of the {T} Review', 'What the Review of {T} Seeks to Achieve'],
      lead: [
        'The objectives below define what a successful outcome on {t} would achieve.',
        'Clear objectives allow the options for {t} to be assessed consistently.',
      ],
      more: [
        'Each objective is specific and measurable.',
        'Scope boundaries prevent the work from expanding unchecked.',
        'The objectives were agreed with the principal stakeholders.',
      ],
      subtopics: [
        ['Primary Objective', 'The main outcome sought.', 'target'],
        ['Secondary Objectives', 'Further benefits that would be welcome.', 'list'],
        ['In Scope', 'The areas this work addresses.', 'check'],
        ['Out of Scope', 'The areas deliberately excluded.', 'block'],
        ['Success Measures', 'How achievement will be assessed.', 'bar chart'],
      ],
    },
    {
      key: 'method', rank: 11, icon: 'clipboard', image: 'analysts reviewing evidence on {t}',
      headings: ['Approach and Methodology for {T}', 'How {T} Was Assessed', 'Method of the {T} Analysis'],
      lead: [
        'The assessment of {t} followed a structured and transparent approach.',
        'This section describes how evidence on {t} was gathered and evaluated.',
      ],
      more: [
        'Multiple sources were used to reduce bias.',
        'The limitations of the method are acknowledged.',
        'The approach can be repeated for future reviews.',
      ],
      subtopics: [
        ['Data Sources', 'The information used in the analysis.', 'database'],
        ['Consultation', 'The stakeholders engaged, and how.', 'people'],
        ['Evaluation Criteria', 'The criteria applied to assess the evidence.', 'checklist'],
        ['Limitations', 'Constraints on the reliability of the findings.', 'warning'],
        ['Quality Assurance', 'How the analysis was reviewed.', 'shield'],
      ],
    },
    {
      key: 'analysis', rank: 5, icon: 'bar chart', image: 'charts and analysis reports on {t}',
      headings: ['Analysis of {T}', '{T}: Key Findings', 'Assessment of {T}'],
      lead: [
        'The analysis identifies the main strengths, weaknesses and risks associated with {t}.',
        'The evidence on {t} points to a small number of significant findings.',
      ],
      more: [
        'Findings are ranked by their importance to the objectives.',
        'Where the evidence is uncertain, this is stated.',
        'The findings inform the options in the next section.',
      ],
      subtopics: [
        ['Strengths', 'What is working well today.', 'thumbs up'],
        ['Weaknesses', 'Where current arrangements fall short.', 'thumbs down'],
        ['Opportunities', 'Developments that could be used to advantage.', 'sunrise'],
        ['Threats', 'External factors that could cause harm.', 'warning'],
        ['Key Insight', 'The single most important finding.', 'lightbulb'],
      ],
    },
    {
      key: 'options', rank: 6, icon: 'signpost', image: 'a decision matrix comparing options for {t}',
      headings: ['Options for {T}', 'Options Appraisal: {T}', 'Alternative Approaches to {T}'],
      lead: [
        'Several options for {t} have been identified and assessed against the objectives.',
        'The options for {t} range from minimal change to full transformation.',
      ],
      more: [
        'Each option is assessed for cost, benefit, risk and feasibility.',
        'A do-nothing option is included as a baseline.',
        'The assessments are summarised in a comparison table.',
      ],
      subtopics: [
        ['Option 1: Maintain the Current Approach', 'The baseline, with its costs and risks.', 'pause'],
        ['Option 2: Incremental Improvement', 'Targeted changes within existing arrangements.', 'stairs'],
        ['Option 3: Significant Change', 'A broader redesign with higher cost and higher benefit.', 'rocket'],
        ['Assessment Criteria', 'Cost, benefit, risk and feasibility.', 'scale'],
        ['Comparison', 'How the options compare side by side.', 'table'],
      ],
    },
    {
      key: 'recommendation', rank: 2, icon: 'check circle', image: 'a signed recommendation document on {t}',
      headings: ['Recommendation on {T}', 'Recommended Approach to {T}', 'Proposed Way Forward for {T}'],
      lead: [
        'On balance, the recommended option offers the best value and the most manageable risk for {t}.',
        'This section sets out the recommended course of action on {t} and its rationale.',
      ],
      more: [
        'The recommendation is consistent with the stated objectives.',
        'Conditions and dependencies are noted.',
        'Approval is sought for the recommendation as set out.',
      ],
      subtopics: [
        ['Recommended Option', 'The preferred course of action.', 'check'],
        ['Rationale', 'Why this option best meets the objectives.', 'scale'],
        ['Expected Benefits', 'The outcomes the organisation can expect.', 'trophy'],
        ['Conditions', 'What must be true for success.', 'clipboard'],
        ['Approval Sought', 'The specific decision requested today.', 'gavel'],
      ],
    },
    {
      key: 'resources', rank: 9, icon: 'coins', image: 'a financial plan for {t} on a desk',
      headings: ['Resource Requirements for {T}', 'Costs and Resources: {T}', 'Financial Implications of {T}'],
      lead: [
        'Implementing the recommendation on {t} requires the resources set out below.',
        'This section summarises the financial and staffing implications of {t}.',
      ],
      more: [
        'Figures are estimates and include a contingency.',
        'Costs are phased across the delivery period.',
        'Benefits are expected to outweigh costs within the planning horizon.',
      ],
      subtopics: [
        ['Budget', 'Estimated costs by phase.', 'coins'],
        ['People', 'The staff time and skills required.', 'people'],
        ['Funding Sources', 'Where the money will come from.', 'bank'],
        ['Return on Investment', 'Expected payback and benefits.', 'bar chart'],
        ['Contingency', 'Provision for uncertainty.', 'shield'],
      ],
    },
    {
      key: 'risks', rank: 8, icon: 'warning', image: 'a risk assessment matrix for {t}',
      headings: ['Risks and Mitigation: {T}', 'Risk Assessment for {T}', 'Managing the Risks of {T}'],
      lead: [
        'The principal risks associated with {t} have been identified, with a mitigation for each.',
        'Risk management is integral to delivering {t} successfully.',
      ],
      more: [
        'Risks are rated by likelihood and impact.',
        'Each risk has a named owner.',
        'The risk register will be reviewed regularly.',
      ],
      subtopics: [
        ['Strategic Risks', 'Risks to the overall objectives.', 'target'],
        ['Delivery Risks', 'Risks to the timeline and the budget.', 'clock'],
        ['Compliance Risks', 'Legal and regulatory exposure.', 'gavel'],
        ['Mitigations', 'Actions that reduce likelihood or impact.', 'shield'],
        ['Risk Owners', 'Who is accountable for each risk.', 'person'],
      ],
    },
    {
      key: 'timeline', rank: 7, icon: 'calendar', image: 'a project timeline on a wall planner for {t}',
      headings: ['Timeline for {T}', 'Implementation Timeline: {T}', 'Delivery Plan for {T}'],
      lead: [
        'Delivery of {t} is planned in clear phases with defined milestones.',
        'The timeline below sets out the key stages for {t}.',
      ],
      more: [
        'Dates assume approval at this meeting.',
        'Each phase ends with a review point.',
        'Dependencies between phases are highlighted.',
      ],
      subtopics: [
        ['Phase 1: Preparation', 'Mobilisation, planning and approvals.', 'clipboard'],
        ['Phase 2: Implementation', 'Delivery of the main changes.', 'gear'],
        ['Phase 3: Review', 'Evaluation of outcomes against the objectives.', 'magnifying glass'],
        ['Key Milestones', 'The dates by which each outcome is due.', 'flag'],
        ['Governance', 'How progress will be reported and overseen.', 'building'],
      ],
    },
    {
      key: 'conclusion', rank: 3, icon: 'handshake', image: 'executives shaking hands after a decision on {t}',
      headings: ['Conclusion: {T}', 'Concluding Remarks on {T}', '{T}: Summary and Decision'],
      lead: [
        'In conclusion, {t} call{s} for prompt and well-considered action.',
        'This presentation has set out the case for action on {t}.',
      ],
      more: [
        'The recommended option balances benefit, cost and risk.',
        'The decision requested today allows delivery to begin on schedule.',
        'Questions and comments are welcome.',
      ],
      subtopics: [
        ['Summary of Findings', 'The key points from the analysis.', 'file text'],
        ['The Recommendation', 'The course of action proposed.', 'check'],
        ['Decision Requested', 'What the audience is asked to approve.', 'gavel'],
        ['Next Steps', 'What happens immediately after approval.', 'arrow right'],
        ['Contact', 'Who to contact for further information.', 'mail'],
      ],
    },
  ],
};
