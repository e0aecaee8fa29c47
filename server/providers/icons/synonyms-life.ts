/**
 * Synonym lines for science, health, time, energy, nature, industry,
 * technology, communication, media and daily life (format: synonyms-business.ts).
 */
export const LIFE_SYNONYMS = `
research researcher: microscope search
market_research: chart-pie search
science scientific experiment experiments laboratory lab: flask-conical microscope test-tube
chemistry chemical chemicals: flask-conical test-tubes
biology genetics gene genes genetic dna: dna microscope
physics atom atomic nuclear quantum: atom
math mathematics calculation formula: calculator sigma
astronomy space universe galaxy cosmos planet: telescope orbit rocket
space_exploration space_travel: rocket telescope
solar_system: orbit
rocket launch launching kickoff: rocket
project projects project_management: folder-kanban clipboard-list kanban
inflation interest rate rates: percent trending-up
practice practices guideline guidelines standard standards: list-checks badge-check
takeaway takeaways lesson_learned lessons_learned: list-checks lightbulb
step steps next_steps: footprints list-todo
call_action: mouse-pointer-click megaphone
competition competitive competitor competitors rivalry: swords chess-knight trophy
landscape: mountain
reduce reduction cut cuts: trending-down scissors
wildlife_protection animal_welfare: paw-print
deforestation logging: axe tree-deciduous
air air_quality: wind
demand supply_demand: chart-line scale
sea_level: waves
open_source: code-xml git-branch
software_testing: bug list-checks
team_building: users puzzle
photosynthesis: leaf sun
health healthcare medical medicine clinic clinical: heart-pulse stethoscope hospital
hospital hospitals: hospital
doctor doctors physician nurse nurses: stethoscope
patient patients care caregiving: heart-handshake hand-heart
wellness wellbeing well-being: heart-pulse smile
mental mind psychology brain cognitive mental_health: brain
fitness exercise workout gym: dumbbell
sport sports athlete athletics: trophy volleyball
nutrition diet food healthy eating meal meals: salad apple utensils
food_security food_supply: wheat
drug drugs pharmacy pharmaceutical pills pill medication: pill
vaccine vaccines vaccination injection: syringe
disease diseases virus viruses pandemic infection epidemic: virus
emergency ambulance: ambulance siren
time: clock hourglass
timeline timelines chronology roadmap: calendar-range milestone clock
history historical past: scroll-text hourglass
schedule scheduling calendar date dates agenda event events: calendar calendar-clock
deadline deadlines due_date: calendar-clock alarm-clock
meeting meetings conference: users presentation calendar
presentation pitch slides keynote: presentation
speed fast quick rapid efficiency efficient productivity: zap gauge rocket
energy power electricity electric: zap plug
oil gas petroleum fuel: fuel droplet
renewable renewables: sun wind leaf
renewable_energy clean_energy green_energy: solar-panel wind sun
solar: sun solar-panel
wind: wind
battery batteries: battery-charging battery
environment environmental nature natural ecology ecological eco green: leaf trees sprout
sustainability sustainable: leaf recycle sprout
climate weather: cloud-sun thermometer
climate_change global_warming: thermometer-sun earth
temperature heat hot: thermometer-sun thermometer
recycle recycling waste reuse circular: recycle trash
pollution pollutant pollutants emission emissions carbon smog: factory cloud-fog
plastic plastics: recycle bottle-wine
plastic_pollution plastic_waste: recycle trash
ocean oceans sea seas marine: waves fish ship
water water_conservation water_saving: droplet waves
river rivers lake: waves
forest forests tree trees wood: trees tree-pine
plant plants gardening garden: sprout flower
agriculture farming farm farmer crop crops harvest: tractor wheat sprout
animal animals wildlife biodiversity species: paw-print bird rabbit
conservation: leaf trees hand-heart
manufacturing factory production industry industrial: factory cog
construction build building infrastructure: construction hard-hat building
engineering engineer mechanical: cog wrench
maintenance repair fix: wrench life-buoy
tool tools toolkit: wrench hammer
settings configuration config setup: settings cog
process processes workflow procedure pipeline: workflow git-branch
system systems architecture structure: blocks layers network
integration integrate connect connection connections link: link plug
network networking: network waypoints
internet web online website websites: globe wifi
web_traffic website_traffic: chart-line trending-up
technology tech digital: cpu monitor smartphone
computer computers computing pc: monitor laptop
software program programming code coding developer developers development: code-xml terminal
app apps application: app-window smartphone
mobile smartphone phone phones: smartphone
ai intelligence machine artificial: brain-circuit bot cpu
artificial_intelligence: brain-circuit bot
machine_learning: brain-circuit
robot robots robotics automation automate automated: bot robot-arm
cloud cloud_computing: cloud
server servers hosting datacenter: server
database databases: database
hardware chip chips semiconductor processor: cpu microchip
communication communicate message messages messaging conversation dialogue discussion chat: message-square messages-square
email mail newsletter: mail
contact: phone mail contact
call calls telephone: phone
support helpdesk assistance: headset life-buoy
customer_support customer_service: headset
question questions faq ask query help: circle-question-mark message-circle-question-mark
answer answers: message-square-text
question_answer q_a: circle-question-mark messages-square
announcement announcements news press publicity: megaphone newspaper
marketing advertising advertisement campaign promotion promote: megaphone target
brand branding identity: badge tag
social_media: share-2 message-circle users
share sharing: share-2
media multimedia: clapperboard image
video videos film films movie movies cinema: clapperboard video film
music song songs audio sound: music headphones
podcast podcasts: podcast mic
art arts painting painter artist: palette paintbrush
design designer designs ux ui: palette pen-tool
photography photo photos camera: camera
game games gaming play: gamepad-2 puzzle
entertainment fun leisure: party-popper ticket
celebration celebrate party anniversary birthday: party-popper cake gift
gift gifts present: gift
shopping shop store retail ecommerce commerce purchase buy: shopping-cart shopping-bag store
product products goods: package box
order orders: shopping-cart package
home house housing real_estate property: house
family families: users house-heart
child children kid kids baby youth: baby users
city cities urban smart_city: building-complex landmark
food restaurant cooking cuisine kitchen: utensils chef-hat cooking-pot
coffee cafe: coffee
drink drinks beverage: cup-soda glass-water
love heart passion kindness compassion: heart
charity donation donate volunteer volunteering nonprofit: hand-heart heart-handshake gift
happiness happy joy satisfaction smile: smile
emotion emotions feeling feelings: smile heart
diversity inclusion inclusive equity: users hand-heart
accessibility accessible disability: accessibility
check checklist task tasks todo done complete completion verified verify approval approve: list-checks circle-check clipboard-check
list lists: list
summary overview conclusion recap: list-checks clipboard-list
introduction intro welcome: hand sparkles
thank thanks gratitude: heart handshake
search searching find discovery discover investigate investigation: search compass
explore exploration expedition: compass map
analysis analyze analyse evaluation assessment audit: search chart-pie clipboard-check
compare comparison versus: scale git-compare
balance: scale
decision decisions choice choices option options: signpost split
change transformation transition shift evolution: refresh-cw repeat
cycle lifecycle loop: refresh-cw recycle
sync synchronization: refresh-cw
upload: upload
download: download
notification notifications reminder reminders: bell
alarm: alarm-clock
light lighting: lightbulb lamp
sun sunny day: sun
night moon: moon
star stars favorite favourite: star
fire flame burn: flame
mountain mountains challenge challenges adventure peak climb: mountain mountain-snow
trust trusted reliability reliable: shield-check handshake
hierarchy org_chart tree: network folder-tree
layer layers stack framework foundation: layers blocks
culture tradition heritage museum landmark: landmark
religion faith spiritual: church
military war defense army: shield swords
language languages translation: languages
puzzle: puzzle
key: key
lock: lock
gear gears cog cogs mechanism: cog settings
seedling sapling: sprout
maze labyrinth: route waypoints
dictionary glossary vocabulary: book-a
diagram flowchart: workflow chart-network
sitemap: network
cube cubes: boxes box
speedometer: gauge
blueprint: drafting-compass
stopwatch: timer
stairs staircase: chart-column-increasing
hashtag: hash
bookshelf bookcase: library
information info: info
lightning thunder: zap cloud-lightning
cart trolley: shopping-cart
speech_bubble: message-circle
magnifying_glass magnifier: search
`;
