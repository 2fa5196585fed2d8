// What PrimeReact's Chart loads as 'chart.js/auto' (aliased here by web/vite.config.ts): Chart.js with
// only what the console's charts use — bar and line charts on category and linear scales, with
// legend, tooltip and title — instead of every chart type, scale and plugin. A chart asking for
// another type, scale or plugin must register it here (Chart.js then says "… is not a registered …").
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LineController,
  LineElement,
  LinearScale,
  PointElement,
  Title,
  Tooltip,
} from 'chart.js';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Filler, Legend, Title, Tooltip);

export default Chart;
