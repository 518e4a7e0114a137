import "./src/i18n";
import "./src/styles/global.css";
import "./src/styles/forms.css";
