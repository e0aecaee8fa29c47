/**
 * Deep-dive themes for the technical and formal arcs: the concerns a design
 * review or a board paper returns to. Three headings each, as for the general
 * themes, so a 99-topic deck never repeats a heading.
 */
import type { Aspect } from './types';

type Row = readonly [key: string, noun: string, label: string, headings: readonly [string, string, string], icon: string, image: string];

const ROWS: readonly Row[] = [
  ['security', 'security', 'Security', ['Security Considerations for {T}', 'Securing {T}', 'Threat Model for {T}'], 'shield', 'a secure server room for {t}'],
  ['reliability', 'reliability', 'Reliability', ['Reliability of {T}', 'Failure Modes in {T}', 'Resilience and Recovery in {T}'], 'lifebuoy', 'engineers monitoring the reliability of {t}'],
  ['scalability', 'scalability', 'Scalability', ['Scaling {T}', 'Scalability Limits of {T}', 'Growing {T} Safely'], 'trending up', 'a growing network representing {t}'],
  ['cost', 'cost', 'Cost', ['Cost Profile of {T}', 'Budgeting for {T}', 'Total Cost of Ownership of {T}'], 'coins', 'a budget spreadsheet for {t}'],
  ['testing', 'testing and quality', 'Testing', ['Testing {T}', 'Quality Assurance for {T}', 'Validation Strategy for {T}'], 'check circle', 'a test dashboard for {t}'],
  ['observability', 'monitoring and observability', 'Monitoring', ['Monitoring {T}', 'Observability for {T}', 'Metrics and Alerts for {T}'], 'pulse', 'monitoring screens tracking {t}'],
  ['deployment', 'deployment', 'Deployment', ['Deploying {T}', 'Rollout Strategy for {T}', 'Release Process for {T}'], 'cloud upload', 'a release pipeline for {t}'],
  ['tooling', 'tooling', 'Tooling', ['Tooling for {T}', 'The {T} Toolchain', 'Developer Experience With {T}'], 'toolbox', 'a developer workstation set up for {t}'],
  ['integration', 'integration with other systems', 'Integration', ['Integrating {T}', 'APIs and Interfaces of {T}', '{T} in the Wider System'], 'plug', 'connected systems around {t}'],
  ['data', 'data management', 'Data', ['Data Model of {T}', 'Data Management in {T}', 'Storage Choices for {T}'], 'database', 'a data centre supporting {t}'],
  ['compliance', 'compliance', 'Compliance', ['Compliance and {T}', 'Regulatory Requirements for {T}', 'Audit Readiness for {T}'], 'clipboard check', 'an audit checklist for {t}'],
  ['privacy', 'privacy', 'Privacy', ['Privacy in {T}', 'Protecting Personal Data in {T}', 'Privacy by Design for {T}'], 'lock', 'a padlock over personal data in {t}'],
  ['accessibility', 'accessibility', 'Accessibility', ['Accessibility of {T}', 'Inclusive Design for {T}', 'Making {T} Work for Everyone'], 'accessibility', 'diverse users working with {t}'],
  ['ux', 'user experience', 'User Experience', ['User Experience of {T}', 'How Users Experience {T}', 'Usability of {T}'], 'cursor', 'a user testing session for {t}'],
  ['documentation', 'documentation', 'Documentation', ['Documenting {T}', 'Knowledge Sharing on {T}', 'Runbooks for {T}'], 'file text', 'well-organised documentation for {t}'],
  ['team', 'team structure', 'Team', ['Team and Roles for {T}', 'Ownership of {T}', 'Organising Teams Around {T}'], 'users', 'a team planning session for {t}'],
  ['skills', 'skills and training', 'Skills', ['Skills Needed for {T}', 'Training for {T}', 'Building Expertise in {T}'], 'graduation cap', 'a training workshop on {t}'],
  ['ecosystem', 'the wider ecosystem', 'Ecosystem', ['The {T} Ecosystem', 'Vendors and Partners for {T}', 'Open Source Around {T}'], 'network', 'partners collaborating on {t}'],
  ['migration', 'migration', 'Migration', ['Migrating to {T}', 'Transition Plan for {T}', 'Legacy Systems and {T}'], 'arrow right left', 'a migration roadmap for {t}'],
  ['maintenance', 'maintenance', 'Maintenance', ['Maintaining {T}', 'Long-Term Upkeep of {T}', 'Technical Debt in {T}'], 'wrench', 'engineers maintaining {t}'],
  ['risks', 'risk', 'Risk', ['Key Risks of {T}', 'Risk Register for {T}', 'Mitigating Risk in {T}'], 'warning', 'a risk matrix for {t}'],
  ['metrics', 'success metrics', 'Metrics', ['Measuring Success of {T}', 'KPIs for {T}', 'Tracking Outcomes of {T}'], 'bar chart', 'a KPI dashboard for {t}'],
  ['benchmarks', 'benchmarks', 'Benchmarks', ['Benchmarks for {T}', 'How {T} Compare{s}', 'Industry Baselines for {T}'], 'gauge', 'benchmark charts comparing {t}'],
  ['case', 'a real-world case', 'Case Study', ['Case Study: {T} in Practice', 'Lessons From a {T} Rollout', '{T}: A Worked Example'], 'briefcase', 'a team reviewing a {t} case study'],
  ['standards', 'standards and best practice', 'Standards', ['Standards and {T}', 'Best Practices for {T}', 'Conventions in {T}'], 'ruler', 'a style guide for {t}'],
  ['automation', 'automation', 'Automation', ['Automating {T}', 'Automation Opportunities in {T}', 'Workflow Automation for {T}'], 'robot', 'automated workflows for {t}'],
  ['sustainability', 'sustainability', 'Sustainability', ['Sustainability of {T}', 'Energy Use of {T}', 'Environmental Impact of {T}'], 'leaf', 'green energy powering {t}'],
  ['operations', 'day-to-day operations', 'Operations', ['Operating {T}', 'Support Model for {T}', 'Incident Response for {T}'], 'headset', 'an operations centre running {t}'],
  ['stakeholders', 'stakeholders', 'Stakeholders', ['Stakeholders in {T}', 'Who Is Affected by {T}', 'Stakeholder Needs for {T}'], 'users', 'stakeholders meeting about {t}'],
  ['change', 'change management', 'Change', ['Change Management for {T}', 'Adoption of {T}', 'Bringing People Along With {T}'], 'refresh', 'a workshop on adopting {t}'],
  ['market', 'the market', 'Market', ['Market Context for {T}', 'Industry Trends in {T}', 'Competitive Landscape of {T}'], 'trending up', 'a market analysis chart for {t}'],
  ['legal', 'legal matters', 'Legal', ['Legal Considerations for {T}', 'Contracts and Licensing for {T}', 'Liability and {T}'], 'gavel', 'legal documents about {t}'],
  ['lessons', 'lessons learned', 'Lessons', ['Lessons Learned From {T}', 'What Worked in {T}', 'Retrospective on {T}'], 'lightbulb', 'a retrospective board about {t}'],
  ['future', 'long-term trends', 'Outlook', ['The Future of {T}', 'Emerging Trends in {T}', 'Long-Term Outlook for {T}'], 'telescope', 'a horizon view symbolising the future of {t}'],
  ['communication', 'communication', 'Communication', ['Communicating {T}', 'Reporting on {T}', 'Keeping Everyone Informed on {T}'], 'megaphone', 'a briefing about {t}'],
];

export const PROFESSIONAL_ASPECTS: readonly Aspect[] = ROWS.map(([key, noun, label, headings, icon, image]) => ({
  key, noun, label, headings, icon, image,
}));
