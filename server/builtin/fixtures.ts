/**
 * Test documents for the builtin composer: a Markdown article, a numbered
 * report as PDF extraction delivers it (hard-wrapped lines, page numbers), a
 * headingless essay and a short German text. Also a generator for a
 * deterministic 150k-character document used by the performance test.
 */

export const MARKDOWN_DOC = `# Urban Heat Islands: Causes, Effects and Solutions

Cities are often several degrees warmer than the countryside around them. This difference, known as the urban heat island effect, is growing as cities expand and summers become hotter. Understanding where the extra heat comes from is the first step towards cooler, healthier neighbourhoods.

## What Causes Urban Heat Islands

Dark surfaces such as asphalt roads and tar roofs absorb most of the sunlight that falls on them and release it as heat. Concrete and brick store heat during the day and give it back slowly through the night, so cities cool down far less after sunset. Tall buildings trap warm air in narrow streets and block the breezes that would otherwise carry heat away. Cars, air conditioners and factories add waste heat directly to the urban air. Vegetation cools its surroundings by evaporating water, but many city districts have replaced trees and soil with sealed surfaces.

## Health Effects

Heat waves are among the deadliest weather events, and their impact is strongest in dense urban districts. Night-time temperatures matter most, because the body needs cool nights to recover from hot days. Elderly people, young children and people with heart or lung disease face the highest risk of heat stroke and dehydration. Neighbourhoods with few trees and poor housing are often several degrees hotter than wealthier districts nearby. Higher temperatures also speed up the formation of ground-level ozone, which worsens asthma and other respiratory conditions.

## Energy and Economic Costs

Every additional degree of summer heat increases the demand for air conditioning. Peak electricity demand on hot afternoons strains the power grid and raises the risk of blackouts. Power plants that run on fossil fuels then emit more carbon dioxide, which adds to the warming that caused the demand in the first place. Heat also reduces labour productivity, especially for outdoor workers in construction and delivery services. Road surfaces soften and rail tracks buckle in extreme heat, which leads to costly repairs.

## Cooling Strategies

### Green Roofs

A green roof is covered with a layer of soil and plants on top of a waterproof membrane. Green roofs lower roof surface temperatures by up to thirty degrees on sunny days. They also absorb rainwater, which reduces flooding during heavy storms. Building owners benefit from lower cooling bills and a longer life for the roof itself.

### Cool Pavements

Cool pavements reflect more sunlight than conventional asphalt and therefore stay cooler. Light-coloured coatings can be applied to existing streets, car parks and playgrounds at moderate cost. Permeable pavements let water soak through and evaporate, which cools the surface further. Some cities have measured surface temperatures more than ten degrees lower on treated streets.

### Urban Trees

Street trees provide shade that keeps pavements, buildings and pedestrians cooler. A single mature tree can evaporate hundreds of litres of water on a hot day, cooling the air around it. Trees also filter pollutants, store carbon and make streets more pleasant for walking. Planting programmes work best when they target the hottest neighbourhoods first and include a budget for watering young trees.

## Policy and Planning

City planners can reduce heat through building codes, zoning rules and incentives. Some cities require new buildings above a certain size to include green or reflective roofs. Heat action plans set out how authorities will warn residents, open cooling centres and check on vulnerable people during heat waves. Mapping surface temperatures with satellites helps councils decide where to invest first. Involving residents in the design of cooling projects builds support and keeps the benefits fair.

## Conclusion

Urban heat islands are a predictable result of how cities are built, which means they can also be designed away. Combining trees, cool surfaces and smarter planning can lower city temperatures noticeably. The most effective programmes focus on the people and places most at risk. As summers grow hotter, cooling our cities is no longer optional but essential.

## References

1. Example Agency (2021). Reducing Urban Heat Islands: Compendium of Strategies.
2. City Climate Office (2022). Annual Heat Report.
`;

/** A report as PDF extraction hands it over: numbered headings, wrapped lines, page numbers. */
export const NUMBERED_DOC = `Remote Work and Team Productivity
1. Introduction
Since 2020, remote and hybrid work have moved from an exception to a normal way of working
for many knowledge workers. This report summarises what we learned from a survey of 1,200
employees across four departments. It focuses on productivity, collaboration and wellbeing.
2. Methods
2.1 Survey Design
The survey combined rating scales with open questions about daily routines. Participants
reported the number of focused hours, meetings and interruptions in a typical week. Responses
were anonymous to encourage honest answers about workload and stress.
2.2 Analysis
Answers were grouped by work arrangement: fully remote, hybrid and fully on site. We compared
the groups on focused hours, meeting load and self-reported wellbeing. Open answers were coded
into themes by two reviewers working independently.
3
3. Results
Hybrid employees reported the most focused hours, on average six more per week than on-site
staff. Fully remote employees spent the most time in video meetings, which many described as
tiring. Collaboration on new projects was rated highest by teams that met in person at least
once a week. Wellbeing scores were highest among hybrid workers and lowest among those with
long commutes.
4. Recommendations
Teams should agree on shared office days for planning and creative work. Meeting-free blocks
protect focused time and reduce video fatigue. Managers need training in leading distributed
teams, with clear goals instead of attendance as the measure of performance. The company
should review the results again in twelve months to track the effect of these changes.
`;

/** An essay with paragraphs and no headings. */
export const PLAIN_DOC = `Bees are among the most important pollinators on the planet. Roughly three quarters of the world's food crops depend at least in part on pollination by insects. Without bees, harvests of apples, almonds, coffee and many vegetables would fall sharply.

Honeybees live in large colonies organised around a single queen. Worker bees divide their labour by age, moving from cleaning cells to nursing larvae, building comb and finally foraging for nectar and pollen. A healthy colony can contain more than fifty thousand bees in summer.

Wild bees are just as important as honeybees, and often more efficient at pollinating certain crops. Bumblebees can fly in cooler weather and vibrate flowers to release pollen, a technique called buzz pollination. Most wild bee species live alone and nest in the ground or in hollow plant stems.

Bee populations have declined in many regions over recent decades. The main causes are loss of flowering habitat, pesticide exposure, parasites such as the varroa mite and a changing climate. These pressures often act together, so a colony weakened by poor nutrition is more vulnerable to disease.

Everyone can help bees with simple steps. Planting a variety of native flowers that bloom from spring to autumn provides food through the whole season. Leaving some bare ground and dead stems gives wild bees places to nest. Avoiding pesticides in gardens and supporting farmers who protect hedgerows make a real difference.
`;

/** Non-English text: the composer must still find sections and sentences. */
export const GERMAN_DOC = `# Die Energiewende in Deutschland

## Ausbau der erneuerbaren Energien

Wind- und Solaranlagen liefern inzwischen mehr als die Hälfte des deutschen Stroms. Der Ausbau der Windkraft an Land stockt jedoch wegen langer Genehmigungsverfahren. Photovoltaik auf Dächern wächst dagegen schnell, weil die Kosten stark gesunken sind.

## Netze und Speicher

Der Strom aus dem windreichen Norden muss über neue Leitungen in den Süden transportiert werden. Große Batteriespeicher gleichen kurzfristige Schwankungen zwischen Erzeugung und Verbrauch aus. Für längere Flauten werden Wasserstoff und flexible Kraftwerke als Reserve geplant.

## Kosten und Akzeptanz

Die Umstellung erfordert hohe Investitionen in Netze, Anlagen und Gebäude. Bürgerinnen und Bürger unterstützen die Energiewende vor allem dann, wenn sie selbst an den Erträgen beteiligt werden. Transparente Planung und faire Verteilung der Kosten stärken die Akzeptanz vor Ort.
`;

const PLACES = ['Riverside', 'Old Town', 'the harbour district', 'Northfield', 'the university quarter', 'Eastgate', 'the market area', 'Hillcrest'];

/**
 * About `chars` characters of varied Markdown, built from the fixture: chapters
 * are numbered, sentences rotated and tagged with a place, so every heading and
 * sentence is unique and the text is not one block repeated verbatim.
 */
export function bigDocument(chars: number): string {
  const sections = MARKDOWN_DOC.split(/\n(?=## )/).slice(1, -1);
  const parts: string[] = ['# Cooling Cities: A Long Report\n'];
  let size = parts[0]?.length ?? 0;
  for (let chapter = 1; size < chars; chapter++) {
    const section = sections[chapter % sections.length] ?? '';
    const [headingLine = '', ...body] = section.split('\n');
    const sentences = body
      .filter((line) => !line.startsWith('#'))
      .join(' ')
      .split(/(?<=\.)\s+/)
      .filter((s) => s.trim().length > 0);
    const place = `${PLACES[chapter % PLACES.length] ?? ''} (site ${chapter})`;
    const rotated = sentences.map((_, k) => (sentences[(k + chapter) % sentences.length] ?? '').replace(/\.$/, ` in ${place}.`));
    const paragraphs = [rotated.slice(0, 3).join(' '), rotated.slice(3).join(' ')].filter((p) => p.length > 0);
    const text = `## Chapter ${chapter}: ${headingLine.replace(/^#+\s*/, '')}\n\n${paragraphs.join('\n\n')}\n`;
    parts.push(text);
    size += text.length;
  }
  return parts.join('\n');
}
