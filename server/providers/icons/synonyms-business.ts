/**
 * Synonym lines for work and society: money, growth, people, business,
 * ideas, security, law, the world, travel, logistics and education. Format:
 * words or phrases ('supply_chain'), a colon, then lucide icons, best first.
 */
export const BUSINESS_SYNONYMS = `
money finance financial cash funding fund capital: banknote coins wallet dollar-sign
cost price pricing expense spending: receipt dollar-sign tag banknote
budget: wallet calculator piggy-bank
saving savings: piggy-bank wallet
revenue income profit earnings: chart-column-increasing banknote coins
payment pay billing invoice: credit-card receipt
invest investment investor: chart-candlestick hand-coins trending-up
bank banking: landmark piggy-bank
tax taxes accounting: calculator receipt
economy economic economics market stock stocks: chart-candlestick trending-up landmark
sales sale selling: shopping-cart chart-column-increasing
crypto cryptocurrency blockchain: bitcoin blocks
growth grow increase rise gain boost scale scaling: trending-up chart-column-increasing sprout
decline decrease drop loss fall: trending-down chart-column-decreasing
trend trends: trending-up chart-line
chart graph statistics stats metric metrics kpi analytics: chart-column chart-line chart-pie
data: database chart-column
report reports reporting: file-chart-column file-text clipboard-list
result results performance: chart-column-increasing gauge
dashboard: layout-dashboard gauge
survey poll: clipboard-list vote
team teams teamwork people staff employee employees workforce crew member members group: users user-round
community audience society population: users globe
collaboration collaborate cooperation partnership partner partners alliance: handshake users
agreement deal contract: handshake file-pen-line signature
customer customers client clients user: user-round users
person individual profile: user-round user
leader leadership manager management executive: crown user-star users
hire hiring recruit recruitment talent: user-plus user-search briefcase
career job work employment: briefcase
business company corporate enterprise organization organisation: briefcase building-complex building
office workplace: building-complex briefcase
startup: rocket lightbulb
idea ideas innovation innovative creativity creative inspiration invention insight brainstorm: lightbulb sparkles
solution solutions solve: puzzle lightbulb key
strategy strategic tactic tactics plan planning: chess-knight map target
goal goals target targets objective objectives aim mission purpose: target goal flag
vision future: eye telescope
focus: focus target
success succeed achievement achieve accomplishment milestone: trophy medal flag
award awards reward prize win winner victory champion excellence recognition: trophy award medal
quality: badge-check award star
rating review reviews feedback user_feedback customer_feedback: star message-square-text thumbs-up
security secure cybersecurity protection protect safety safe defense defence: shield-check lock shield
privacy private: lock eye-off shield
risk risks threat threats danger hazard: triangle-alert shield-alert
warning caution alert: triangle-alert bell
error failure fail problem problems issue issues: circle-alert bug
bug bugs debugging: bug
password authentication login access permission: key-round lock log-in
encryption encrypt: lock key-round
compliance regulation regulations policy policies law laws legal: scale gavel file-text
justice court judge lawyer: gavel scale
government politics political public: landmark vote
election elections vote voting democracy: vote
rights equality fairness ethics ethical: scale
world global globe international worldwide planet globalization earth: globe earth
geography country countries region regions: map globe
map mapping location locations place: map map-pin
navigation direction directions: compass navigation
travel tourism trip journey vacation holiday: luggage plane map
flight flights aviation airline airport airplane airplanes aircraft: plane
hotel hospitality accommodation: hotel bed
ship shipping freight cargo shipment: ship truck package
delivery deliver deliveries courier: truck package
logistics distribution supply: truck package container
supply_chain: truck container package
warehouse inventory stock storage: warehouse package boxes
transport transportation transit commute mobility: bus car train-front
vehicle vehicles car cars automotive driving: car
electric_vehicle ev: ev-charger car
train trains railway rail: train-front
bike bicycle cycling: bike
education educational school schools learn learning study studying academic academy curriculum: graduation-cap school book-open
student students pupil graduate graduation degree: graduation-cap
teach teaching teacher teachers lesson lessons classroom course courses training tutorial: presentation school book-open
university college campus: university school
knowledge book books reading literature: book-open library book
library: library
write writing author essay blog: pen-line notebook-pen
document documents paper papers article file files documentation: file-text files
`;
