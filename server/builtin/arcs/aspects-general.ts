/**
 * Deep-dive themes for the educational, motivational and casual arcs. Big
 * decks (up to 99 topics) need many distinct slides about one topic; each
 * theme offers three headings so a theme can return with a different focus.
 */
import type { Aspect } from './types';

type Row = readonly [key: string, noun: string, label: string, headings: readonly [string, string, string], icon: string, image: string];

const ROWS: readonly Row[] = [
  ['history', 'history', 'History', ['The History of {T}', '{T} Through the Years', 'How {T} Took Shape'], 'hourglass', 'an old archive photo related to {t}'],
  ['pioneers', 'the pioneers of the field', 'Pioneers', ['Pioneers of {T}', 'The People Behind {T}', 'Key Figures in {T}'], 'person', 'a portrait of a pioneer working on {t}'],
  ['science', 'the science behind it', 'The Science', ['The Science Behind {T}', '{T}: What Research Shows', 'Evidence on {T}'], 'microscope', 'a scientist studying {t} in a lab'],
  ['everyday', 'everyday life', 'Everyday Life', ['{T} in Everyday Life', '{T} Close to Home', 'Daily Encounters With {T}'], 'home', 'an everyday scene that involves {t}'],
  ['technology', 'technology', 'Technology', ['{T} and Technology', 'Tools and Technology for {T}', 'How Technology Changes {T}'], 'laptop', 'modern technology connected with {t}'],
  ['environment', 'the environment', 'Environment', ['{T} and the Environment', 'The Environmental Side of {T}', '{T} and Sustainability'], 'leaf', 'a green landscape linked to {t}'],
  ['society', 'society', 'Society', ['{T} and Society', 'The Social Side of {T}', 'How {T} Shape{s} Communities'], 'people', 'a community gathering about {t}'],
  ['culture', 'culture and the arts', 'Culture', ['{T} in Culture and the Arts', '{T} in Stories and Media', 'Cultural Views of {T}'], 'palette', 'an art gallery piece inspired by {t}'],
  ['economics', 'economics', 'Economics', ['The Economics of {T}', '{T} and Money', 'Costs and Benefits of {T}'], 'coins', 'a market scene connected with {t}'],
  ['ethics', 'ethics', 'Ethics', ['Ethical Questions About {T}', '{T} and Ethics', 'Right and Wrong in {T}'], 'scale', 'a thoughtful discussion about {t}'],
  ['world', 'different parts of the world', 'Global View', ['{T} Around the World', 'Global Perspectives on {T}', '{T} in Different Countries'], 'globe', 'a world map highlighting {t}'],
  ['future', 'the future', 'The Future', ['The Future of {T}', 'What Comes Next for {T}', '{T} in Ten Years'], 'telescope', 'a futuristic vision of {t}'],
  ['careers', 'careers and work', 'Careers', ['Careers Related to {T}', '{T} at Work', 'Jobs That Use {T}'], 'briefcase', 'a professional whose work involves {t}'],
  ['numbers', 'numbers and data', 'By the Numbers', ['{T} by the Numbers', 'Measuring {T}', 'Data and {T}'], 'bar chart', 'charts and data about {t}'],
  ['tools', 'tools and methods', 'Tools', ['Tools and Methods for {T}', 'How Experts Study {T}', 'Techniques in {T}'], 'toolbox', 'tools laid out for working on {t}'],
  ['research', 'current research', 'Research', ['Current Research on {T}', 'Open Questions in {T}', 'Frontiers of {T}'], 'flask', 'researchers discussing {t}'],
  ['health', 'health and wellbeing', 'Health', ['{T} and Health', 'Wellbeing and {T}', 'The Human Side of {T}'], 'heart', 'a healthy lifestyle scene related to {t}'],
  ['learning', 'teaching and learning', 'Learning', ['Teaching {T}', 'How People Learn {T}', 'Learning Paths for {T}'], 'graduation cap', 'a teacher explaining {t}'],
  ['innovation', 'innovation', 'Innovation', ['Innovation in {T}', 'Breakthroughs in {T}', 'New Ideas in {T}'], 'rocket', 'an inventor’s workshop focused on {t}'],
  ['challenges', 'challenges and limits', 'Challenges', ['Challenges in {T}', 'The Limits of {T}', 'Hard Problems in {T}'], 'mountain', 'a steep mountain path symbolising {t}'],
  ['benefits', 'the benefits', 'Benefits', ['The Benefits of {T}', 'What {T} Make{s} Possible', 'Gains From {T}'], 'thumbs up', 'people enjoying the benefits of {t}'],
  ['risks', 'risks and safety', 'Risks', ['Risks Linked to {T}', 'Risks and Safety in {T}', 'Handling the Risks of {T}'], 'warning', 'a safety sign related to {t}'],
  ['nature', 'the natural world', 'Nature', ['{T} in Nature', '{T} and the Natural World', 'Natural Patterns in {T}'], 'tree', 'a natural scene showing {t}'],
  ['language', 'language and terminology', 'Terminology', ['The Language of {T}', 'A Glossary of {T}', 'Terms to Know in {T}'], 'dictionary', 'a notebook with terms about {t}'],
  ['comparisons', 'comparison with other fields', 'Comparisons', ['{T} Compared', '{T} Versus the Alternatives', 'Contrasts Within {T}'], 'contrast', 'a side-by-side comparison about {t}'],
  ['case', 'a detailed case study', 'Case Study', ['A Case Study in {T}', '{T}: A Closer Case', 'Learning From One Case of {T}'], 'magnifying glass', 'a detailed case study of {t}'],
  ['communities', 'communities and groups', 'Communities', ['Communities Around {T}', 'Who Cares About {T}', 'Groups Shaping {T}'], 'people group', 'a club meeting about {t}'],
  ['policy', 'policy and law', 'Policy', ['{T} and Public Policy', 'Rules and Laws on {T}', 'Governing {T}'], 'gavel', 'a council meeting about {t}'],
  ['youth', 'young people', 'Young People', ['{T} for Young People', 'Teaching Kids About {T}', 'A Young Person’s Guide to {T}'], 'child', 'children exploring {t}'],
  ['debates', 'ongoing debates', 'Debates', ['Debates Around {T}', 'Open Disputes About {T}', 'Different Views on {T}'], 'speech bubbles', 'a lively debate about {t}'],
  ['skills', 'practical skills', 'Skills', ['Skills for {T}', 'Building Skills in {T}', 'Mastering {T}'], 'wrench', 'hands practising skills for {t}'],
  ['milestones', 'key milestones', 'Milestones', ['Milestones in {T}', 'Turning Points for {T}', 'A Timeline of {T}'], 'flag', 'a timeline of milestones in {t}'],
  ['questions', 'common questions', 'Questions', ['Frequently Asked Questions About {T}', 'Questions People Ask About {T}', '{T}: Your Questions Answered'], 'question', 'people asking questions about {t}'],
  ['mistakes', 'common mistakes', 'Mistakes', ['Common Mistakes With {T}', 'Pitfalls in {T}', 'Lessons From Failures in {T}'], 'warning sign', 'a crossed-out mistake about {t}'],
];

export const GENERAL_ASPECTS: readonly Aspect[] = ROWS.map(([key, noun, label, headings, icon, image]) => ({
  key, noun, label, headings, icon, image,
}));
